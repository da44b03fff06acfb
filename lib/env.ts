import { findInvalidTrustedProxies } from "@better-auth/core/utils/ip";
import { z } from "zod";

/**
 * Every setting of the app, validated once. All are optional for `npm run dev`:
 * with none set, the app runs on PGlite, the development outbox and no social providers.
 * In production a missing secret or a malformed value stops the start with a message naming it.
 */
/**
 * How this process was started. `npm run dev` (scripts/dev.mjs) runs `next dev` with DEV_SERVER_FLAG set; only
 * there do the development conveniences exist (a built-in secret, the outbox page, rate limits off). The build
 * mode is read from `process.env.NODE_ENV` as written, which Next.js replaces at build time: a production build
 * stays one under `next start` whatever NODE_ENV the host exports, and the flag alone opens nothing in it.
 */
export const DEV_SERVER_FLAG = "ACCOUNTS_DEV_SERVER";
const builtFor = process.env.NODE_ENV;
export const isDevServer = builtFor === "development" && process.env[DEV_SERVER_FLAG] === "1";
/** A production build (`next start`), as opposed to `npm run dev` or the tests, which import modules directly. */
export const isProduction = builtFor === "production";

const optionalUrl = z.url().optional();
const csv = z
  .string()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  );
const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === "true" || v === "1"));
const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  /**
   * Under .next/cache, which `next dev` does not watch: it watches the rest of the project, and reloaded every
   * open page whenever the embedded database wrote a file (so each reload's own request began the next).
   */
  PGLITE_DIR: z.string().default(".next/cache/pglite"),
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  BETTER_AUTH_URL: optionalUrl,
  TRUSTED_ORIGINS: csv,
  PORT: z.coerce.number().int().positive().default(3000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().default("Accounts <no-reply@localhost>"),
  /**
   * "accept" lets a production start go on without SMTP_URL, every mail kept in the outbox table (read it with
   * SQL; the /dev/outbox page exists only under `npm run dev`). Unset, a production start without SMTP_URL stops.
   */
  MAIL_OUTBOX: z.enum(["accept"]).optional(),
  /** The PostgreSQL schema of the job queue (pg-boss creates it at start): one per app sharing a database. */
  JOB_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, "must be a lower-case PostgreSQL identifier")
    .default("pgboss"),
  /** Outgoing work (mail, Polar customers): the first retry's delay in seconds, doubled per attempt. */
  JOB_RETRY_DELAY: int(10),
  /** Attempts after the first before a job is dead: 12 at 10 s ride out about a day of outage. */
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).default(12),
  /**
   * Who runs the queued jobs. "worker": this process polls for them in the background (a Node host, a container).
   * "request": nothing polls, since a serverless host freezes the process once its reply is sent; each request
   * delivers the jobs it queued after its reply (Next.js after()), and POST /api/jobs/drain (a cron) does retries
   * and maintenance. Unset: "request" on Vercel (which sets VERCEL), else "worker".
   */
  JOBS_MODE: z.enum(["worker", "request"]).default(process.env.VERCEL ? "request" : "worker"),
  /** The bearer token of POST /api/jobs/drain (Vercel's cron sends it as is); unset, that endpoint answers 404. */
  CRON_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  /**
   * The bearer token of GET /api/metrics (Prometheus text); unset, that endpoint answers 404. Compared in constant
   * time.
   */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /**
   * The least severe log line written (JSON lines on stdout, lib/log/): "info" (default) has a line per API
   * request and per job; "silent" writes none. The unit tests default to "warn".
   */
  LOG_LEVEL: z.enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"]).default(builtFor === "test" ? "warn" : "info"),
  /**
   * OpenTelemetry traces and metrics (lib/telemetry/): the OTLP/HTTP base address of a collector or vendor (e.g.
   * http://collector:4318; spans go to its /v1/traces, metrics to its /v1/metrics, as JSON). Unset, no part of
   * OpenTelemetry's SDK is loaded.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  /** Only "http/json" is sent; any other protocol stops the start rather than exporting nothing. */
  OTEL_EXPORTER_OTLP_PROTOCOL: z.enum(["http/json"], "only http/json is supported (traces are sent as OTLP/HTTP JSON)").optional(),
  /** Headers of every export ("api-key=…,x-team=…", values URL-encoded), e.g. a vendor's key. */
  OTEL_EXPORTER_OTLP_HEADERS: z
    .string()
    .regex(/^[^=,\s]+=[^,]*(,[^=,\s]+=[^,]*)*$/, "must be name=value pairs, comma-separated")
    .optional(),
  /** The traces' and metrics' service.name. */
  OTEL_SERVICE_NAME: z.string().default("accounts-platform"),
  /** How often the metrics leave over OTLP (to /v1/metrics), in milliseconds. */
  OTEL_METRIC_EXPORT_INTERVAL: z.coerce.number().int().min(100).default(60_000),
  /**
   * "false": the server applies no migration at start, the release step (`npm run db:migrate`) does, so cold starts
   * of a serverless host do not race on them; /api/health/ready answers 503 until it has.
   */
  MIGRATE_ON_START: bool(true),
  /**
   * On SIGTERM or SIGINT the server stops taking connections, finishes the requests and jobs in hand, closes its
   * pools and exits 0 (lib/shutdown.ts); still busy after this many milliseconds, it exits 1 all the same. Keep it
   * below the orchestrator's own grace period (Kubernetes: 30 s, `docker stop`: 10 s unless --time says more).
   */
  SHUTDOWN_TIMEOUT_MS: int(25_000),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().default("OpenID Connect"),
  CAPTCHA_PROVIDER: z.enum(["cloudflare-turnstile", "google-recaptcha", "hcaptcha"]).optional(),
  CAPTCHA_SECRET_KEY: z.string().optional(),
  CAPTCHA_SITE_KEY: z.string().optional(),
  /** Where the provider's answer is checked; only for a self-hosted or test verifier. */
  CAPTCHA_SITE_VERIFY_URL: optionalUrl,
  REQUIRE_EMAIL_VERIFICATION: bool(true),
  PASSWORD_MIN_LENGTH: int(8),
  PASSWORD_MAX_LENGTH: int(128),
  MAGIC_LINK_DISABLE_SIGN_UP: bool(false),
  /**
   * "true": outbound webhook endpoints may be on loopback, private, link-local and other internal addresses
   * (development and tests, where the receiver is local). Never in production, where anyone managing an endpoint
   * could then make this server call its own network. (Plain http is refused in production whatever this says.)
   */
  WEBHOOK_ALLOW_PRIVATE: bool(false),
  ALLOW_UNLINKING_ALL: bool(false),
  ALLOW_DIFFERENT_LINK_EMAILS: bool(false),
  /** Rate limits are on unless this says otherwise, except under `npm run dev` and in the unit tests. */
  RATE_LIMIT_ENABLED: z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((v) => (v === undefined ? !isDevServer && builtFor !== "test" : v === "true" || v === "1")),
  /**
   * The header your host or proxy sets to the client's address, overwriting what the client sent. Setting it
   * (or TRUSTED_PROXIES) declares that such a proxy exists; without either, no header is believed.
   */
  CLIENT_IP_HEADER: z.string().optional(),
  /** Addresses or CIDR ranges of your own proxies, so a forwarded chain "client, proxy" yields the client. */
  TRUSTED_PROXIES: csv.refine((entries) => findInvalidTrustedProxies(entries).length === 0, "must be addresses or CIDR ranges"),
  RATE_LIMIT_MAX: int(10),
  RATE_LIMIT_WINDOW: int(60),
  /** Calls to /api/v1 per key (per person with a session) in each window of API_RATE_LIMIT_WINDOW seconds. */
  API_RATE_LIMIT_MAX: int(600),
  API_RATE_LIMIT_WINDOW: int(60),
  SESSION_FRESH_AGE: int(60 * 60 * 24),
  ALLOW_USER_TO_CREATE_ORGANIZATION: bool(true),
  /** How many organizations one user may create; unset means no limit. */
  ORGANIZATION_LIMIT: z.coerce.number().int().positive().optional(),
  MEMBERSHIP_LIMIT: int(100),
  /** How many members one team may have; unset means no limit. */
  TEAM_MEMBER_LIMIT: z.coerce.number().int().positive().optional(),
  ALLOW_REMOVING_ALL_TEAMS: bool(false),
  /** Polar: a real organization access token with POLAR_SERVER, or the local emulator's (npm run dev sets it). */
  POLAR_ACCESS_TOKEN: z.string().optional(),
  POLAR_SERVER: z.enum(["sandbox", "production"]).default("sandbox"),
  /** Overrides the API address, e.g. the local emulator. */
  POLAR_SERVER_URL: optionalUrl,
  POLAR_WEBHOOK_SECRET: z.string().optional(),
  /**
   * Operators of the console at /admin, by e-mail (comma-separated): applied at every start and when such an
   * address is verified. Only a verified address becomes an operator.
   */
  ADMIN_EMAILS: csv,
  /**
   * DNS servers for proving SSO domains (comma-separated address:port, e.g. 10.0.0.2:53); unset, the system's resolver.
   * Tests and air-gapped hosts name their own.
   */
  DNS_SERVERS: csv.refine(
    (entries) => entries.every((e) => /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-fA-F:]+\])(:\d{1,5})?$/.test(e)),
    "must be address:port entries (IPv6 in brackets), comma-separated",
  ),
  /** A Redis shared by every instance: sessions, rate-limit counters and the session change feed's fan-out. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional(),
});

export type Env = z.infer<typeof schema>;

function load(): Env {
  // An empty value (FOO= in a .env file or a compose file) means "not set", as most tools read it.
  const set = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ""));
  const parsed = schema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

export const env = load();

/** The app's public address; in development the local port. */
export const baseURL = env.BETTER_AUTH_URL ?? `http://localhost:${env.PORT}`;

/** A development-only secret, so that `npm run dev` needs no configuration. Never used in production. */
const DEV_SECRET = "development-secret-not-for-production-use-0123456789";

export function authSecret(): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (isProduction && process.env.NEXT_PHASE !== "phase-production-build") {
    throw new Error("Invalid configuration:\n  BETTER_AUTH_SECRET: required in production (at least 32 characters)");
  }
  return DEV_SECRET;
}
