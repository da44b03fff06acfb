import { serverlessScenarios } from "./scenarios";

/**
 * REDIS_URL set, the store recommended on serverless: the change feed relayed over Redis pub/sub. Only what Redis
 * changes (a revocation across a freeze); mail, webhooks and a restart go as without it.
 */
serverlessScenarios("redis", Number(process.env.SERVERLESS_BASE_PORT ?? 3700) + 10, { full: false });
