import { twoInstanceScenarios } from "./scenarios";

/** The change feed over PostgreSQL LISTEN/NOTIFY, rate limits in PostgreSQL. */
twoInstanceScenarios("postgres", Number(process.env.MULTI_INSTANCE_PORT ?? 3400));
