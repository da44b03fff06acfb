/**
 * Liveness, for orchestrators: the process answers, nothing else is asked (a database outage must not get every
 * instance restarted). The same reply as /api/health, which the benchmarks and test scripts poll.
 */
export { GET } from "../route";
