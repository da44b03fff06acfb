import { existsSync } from "node:fs";
import Redis from "ioredis";
import pg from "pg";
import { createFreshDatabase } from "../../scripts/lib/fresh-database.mjs";
import { startNextServer } from "../../scripts/lib/next-server.mjs";
import { startNginx } from "../../scripts/lib/nginx.mjs";

export const WEBHOOK_SECRET = "whsec_multi_instance_webhook_secret";
const SECRET = "multi-instance-secret-5b0e9c2d7a4f4e1b8c3d6a9f0e2b4c7d";
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

export type Mode = "postgres" | "redis";

export type Instance = { name: "A" | "B"; port: number; url: string };

/**
 * Two `next start` processes of the production build on one fresh PostgreSQL database (and, in "redis" mode,
 * one Redis), behind nginx from Debian's packages balancing round-robin, all on loopback. Builds nothing:
 * `next build` has run before (scripts/test-all.mjs).
 */
export async function startStack(mode: Mode, basePort: number) {
  if (!existsSync(".next/BUILD_ID")) throw new Error("no production build: run `npx next build` first");
  const database = await createFreshDatabase(`multi_${mode}`);
  const instances: Instance[] = [
    { name: "A", port: basePort + 1, url: `http://127.0.0.1:${basePort + 1}` },
    { name: "B", port: basePort + 2, url: `http://127.0.0.1:${basePort + 2}` },
  ];
  const balancer = `http://127.0.0.1:${basePort}`;
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    BETTER_AUTH_SECRET: SECRET,
    BETTER_AUTH_URL: balancer,
    // The balancer appends the address it saw; the app reads the client's address to its left.
    TRUSTED_PROXIES: "127.0.0.1",
    RATE_LIMIT_ENABLED: "true",
    RATE_LIMIT_MAX: "10",
    RATE_LIMIT_WINDOW: "60",
    REQUIRE_EMAIL_VERIFICATION: "false",
    POLAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // No mail server here: mails stay in the outbox table.
    MAIL_OUTBOX: "accept",
    REDIS_URL: mode === "redis" ? REDIS_URL : "", // empty counts as unset
  };
  const servers = new Map<string, Awaited<ReturnType<typeof startNextServer>>>();
  const logs: string[] = [];
  const start = async (instance: Instance) => servers.set(instance.name, await startNextServer(instance.port, env));
  // One after the other: both apply migrations at start (serialized by an advisory lock anyway).
  for (const instance of instances) await start(instance);
  const nginx = await startNginx(
    basePort,
    instances.map((i) => i.port),
  );

  /**
   * One connection per query, closed before the query's promise settles: a pool's end() resolves before its
   * sockets close, and dropping the database (with force) then terminated a connection still closing, an error
   * no one listened to any more.
   */
  const query = async <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  return {
    balancer,
    instances,
    A: instances[0],
    B: instances[1],
    query,
    /** Stops one instance and starts it again on the same port. */
    async restart(instance: Instance, whileDown?: () => Promise<void>) {
      const server = servers.get(instance.name)!;
      await server.stop();
      logs.push(...server.log);
      await whileDown?.();
      await start(instance);
    },
    async stop() {
      await nginx.stop();
      for (const server of servers.values()) {
        await server.stop();
        logs.push(...server.log);
      }
      if (mode === "redis") await dropRedisKeys(`accounts:${new URL(database.url).pathname.slice(1)}:`);
      await database.drop();
      return logs.join("");
    },
  };
}

export type Stack = Awaited<ReturnType<typeof startStack>>;

/** The run's keys (lib/redis.ts names them after the database), so that runs leave nothing behind in Redis. */
export async function dropRedisKeys(prefix: string) {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== "0");
  } finally {
    redis.disconnect();
  }
}
