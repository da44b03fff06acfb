import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createFreshDatabase } from "../../scripts/lib/fresh-database.mjs";
import { startNextServer } from "../../scripts/lib/next-server.mjs";
import { polarEmulator, POLAR_TOKEN, postgresCluster, smtpSink, until } from "../fault/processes";
import { dropRedisKeys } from "../multi-instance/stack";

export const WEBHOOK_SECRET = "whsec_serverless_tests_webhook_secret";
export const CRON_SECRET = "serverless-tests-cron-secret-4b7d9e1f";
const SECRET = "serverless-tests-secret-8c1e3a5f7b9d2c4e6a8f0b1d3e5a7c9e";
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

export type Mode = "postgres" | "redis";

/** What the front (./front.mjs) reports: its requests, cold starts, kills, freezes and the statuses it passed on. */
export type FrontStats = {
  requests: number;
  coldStarts: number;
  kills: number;
  /** Kills asked for by a test (POST /__front/kill), among `kills`. */
  forcedKills: number;
  freezes: number;
  thaws: number;
  coldStartMs: number[];
  statuses: Record<string, number>;
  failures: { method: string; path: string; status: number }[];
  state: "cold" | "starting" | "running" | "frozen";
};

type Options = {
  /** Requests between two kills of the serverless instance. */
  killEvery: number;
  /** An OTLP/HTTP receiver the normal instance sends its traces to (with the Polar emulator, so Polar calls happen). */
  otlpEndpoint?: string;
};

/**
 * A serverless deployment in miniature, on loopback: the production build behind the front (./front.mjs), which
 * cold-starts, freezes and kills it as a serverless host does, both with JOBS_MODE=request (nothing polls) and
 * MIGRATE_ON_START=false after the release step (`npm run db:migrate`); beside it one normal instance (`next
 * start`, never frozen) on the same database, through which the tests change things behind the frozen one's back.
 * In "postgres" mode the database is a PostgreSQL cluster of the run's own (tests/fault's), which the tests restart;
 * in "redis" mode a fresh database on the machine's server and REDIS_URL. Mail goes to an SMTP sink process. Builds
 * nothing: `next build` has run before.
 */
export async function startServerless(mode: Mode, basePort: number, options: Options) {
  if (!existsSync(".next/BUILD_ID")) throw new Error("no production build: run `npx next build` first");
  const front = `http://127.0.0.1:${basePort}`;
  const normal = { port: basePort + 2, url: `http://127.0.0.1:${basePort + 2}` };
  const cluster = mode === "postgres" ? postgresCluster(basePort + 6, "serverless") : null;
  let databaseUrl: string;
  let dropDatabase: () => Promise<void>;
  if (cluster) {
    cluster.create();
    databaseUrl = cluster.url;
    dropDatabase = async () => cluster.drop();
  } else {
    const database = await createFreshDatabase("serverless_redis");
    databaseUrl = database.url;
    dropDatabase = database.drop;
  }
  const sink = smtpSink(basePort + 4);
  const polar = options.otlpEndpoint ? polarEmulator(basePort + 5) : null;
  await Promise.all([sink.start(), polar?.start()]);

  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    BETTER_AUTH_SECRET: SECRET,
    BETTER_AUTH_URL: front,
    TRUSTED_ORIGINS: normal.url,
    SMTP_URL: sink.url,
    REQUIRE_EMAIL_VERIFICATION: "false",
    RATE_LIMIT_ENABLED: "false",
    POLAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
    JOBS_MODE: "request",
    CRON_SECRET,
    MIGRATE_ON_START: "false",
    JOB_RETRY_DELAY: "1",
    REDIS_URL: mode === "redis" ? REDIS_URL : "", // empty counts as unset
    ...(polar ? { POLAR_ACCESS_TOKEN: POLAR_TOKEN, POLAR_SERVER_URL: polar.url } : {}),
  };

  // The release step, before any instance: what a serverless deployment runs once per release.
  const migrate = spawnSync(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/migrate.ts"], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  if (migrate.status !== 0) throw new Error(`npm run db:migrate failed:\n${migrate.stdout}${migrate.stderr}`);

  const normalServer = await startNextServer(
    normal.port,
    options.otlpEndpoint
      ? {
          ...env,
          OTEL_EXPORTER_OTLP_ENDPOINT: options.otlpEndpoint,
          OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
          OTEL_SERVICE_NAME: "accounts-normal",
          OTEL_METRIC_EXPORT_INTERVAL: "1000",
        }
      : env,
  );

  const logDir = mkdtempSync(path.join(tmpdir(), "serverless-"));
  const appLog = path.join(logDir, "app.log");
  const frontProcess: ChildProcess = spawn(process.execPath, ["tests/serverless/front.mjs"], {
    env: {
      ...process.env,
      ...env,
      FRONT_PORT: String(basePort),
      FRONT_APP_PORT: String(basePort + 1),
      FRONT_KILL_EVERY: String(options.killEvery),
      FRONT_APP_LOG: appLog,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const frontLog: string[] = [];
  frontProcess.stdout!.on("data", (d) => frontLog.push(String(d)));
  frontProcess.stderr!.on("data", (d) => frontLog.push(String(d)));
  const stats = async (): Promise<FrontStats> => (await fetch(`${front}/__front/stats`)).json() as Promise<FrontStats>;
  await until("the front to listen", () => stats().then(Boolean, () => false), 10_000);

  /** One connection per query, closed before the query's promise settles (see tests/multi-instance/stack.ts). */
  const query = async <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  };

  return {
    mode,
    /** The serverless deployment's address (the front). */
    front,
    normal,
    sink,
    cluster,
    query,
    stats,
    /** Retires the serverless instance now (if no request is in flight): the next request is a cold start. */
    killInstance: () => fetch(`${front}/__front/kill`, { method: "POST" }).then(() => undefined),
    /** What the serverless instance wrote (its JSON log lines), every instance it ran so far. */
    appLog: () => (existsSync(appLog) ? readFileSync(appLog, "utf8") : ""),
    async stop() {
      frontProcess.kill("SIGTERM");
      await new Promise((r) => (frontProcess.exitCode !== null ? r(null) : frontProcess.once("exit", r)));
      await normalServer.kill();
      await Promise.all([sink.stop(), polar?.stop()]);
      sink.cleanup();
      polar?.cleanup();
      if (mode === "redis") await dropRedisKeys(`accounts:${new URL(databaseUrl).pathname.slice(1)}:`);
      await dropDatabase();
      const log = `${frontLog.join("")}\n--- serverless app ---\n${readFileSync(appLog, "utf8")}\n--- normal instance ---\n${normalServer.log.join("")}`;
      rmSync(logDir, { recursive: true, force: true });
      return log;
    },
  };
}

export type Serverless = Awaited<ReturnType<typeof startServerless>>;
