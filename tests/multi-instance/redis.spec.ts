import { twoInstanceScenarios } from "./scenarios";

/** REDIS_URL set: secondary storage and rate limits in Redis, the change feed relayed over Redis pub/sub. */
twoInstanceScenarios("redis", Number(process.env.MULTI_INSTANCE_PORT ?? 3400) + 10);
