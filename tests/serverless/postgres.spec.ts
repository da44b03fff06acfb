import { serverlessScenarios } from "./scenarios";

/** The change feed over PostgreSQL LISTEN/NOTIFY; the database restarted while the instance is frozen; traces. */
serverlessScenarios("postgres", Number(process.env.SERVERLESS_BASE_PORT ?? 3700), { traces: true });
