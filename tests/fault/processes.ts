import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createFreshDatabase } from "../../scripts/lib/fresh-database.mjs";
import { startNextServer } from "../../scripts/lib/next-server.mjs";

/** Ports of the fault tests: FAULT_BASE_PORT and the nine above it. */
export const BASE_PORT = Number(process.env.FAULT_BASE_PORT ?? 3950);
export const SECRET = "fault-tests-secret-1f3a5c7e9b2d4f6a8c0e1b3d5f7a9c2e";
export const POLAR_TOKEN = "polar_oat_fault_tests_token";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `check` holds, polling; fails naming `what` after `timeoutMs`. */
export async function until<T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

/** A child process that is up once a TCP port answers; stop() kills it outright (SIGKILL), start() runs it again. */
class Service {
  private child?: ChildProcess;
  readonly log: string[] = [];

  constructor(
    private readonly command: string[],
    private readonly env: Record<string, string>,
    private readonly ready: () => Promise<boolean>,
  ) {}

  async start() {
    this.child = spawn(this.command[0], this.command.slice(1), { env: { ...process.env, ...this.env }, stdio: ["ignore", "pipe", "pipe"] });
    this.child.stdout!.on("data", (d) => this.log.push(String(d)));
    this.child.stderr!.on("data", (d) => this.log.push(String(d)));
    await until(`${this.command.join(" ")} to answer`, async () => {
      if (this.child?.exitCode !== null) throw new Error(`exited: ${this.log.join("")}`);
      return this.ready();
    });
  }

  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise((resolve) => {
      child.once("exit", resolve);
      child.kill("SIGKILL");
    });
  }
}

const answers = (url: string) =>
  fetch(url).then(
    () => true,
    () => false,
  );

export type SinkMail = { to: string; messageId: string; subject: string; link: string | null };

/** The SMTP sink (tests/fault/smtp-sink.mjs) as its own process; what it received is kept in a file. */
export function smtpSink(port: number) {
  const dir = mkdtempSync(path.join(tmpdir(), "fault-smtp-"));
  const file = path.join(dir, "mails.jsonl");
  const service = new Service([process.execPath, "tests/fault/smtp-sink.mjs"], { SMTP_SINK_PORT: String(port), SMTP_SINK_FILE: file }, () =>
    import("node:net").then(
      ({ connect }) =>
        new Promise<boolean>((resolve) => {
          const socket = connect(port, "127.0.0.1");
          socket.once("connect", () => (socket.destroy(), resolve(true)));
          socket.once("error", () => resolve(false));
        }),
    ),
  );
  return {
    url: `smtp://127.0.0.1:${port}`,
    start: () => service.start(),
    stop: () => service.stop(),
    mails(): SinkMail[] {
      if (!existsSync(file)) return [];
      // Every record ends with a newline; whatever follows the last one is a record the sink is still writing.
      const lines = readFileSync(file, "utf8").split("\n");
      lines.pop();
      return lines.filter(Boolean).map((line) => JSON.parse(line) as SinkMail);
    },
    mailsTo(email: string) {
      return this.mails().filter((m) => m.to === email.toLowerCase());
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The Polar emulator as its own process, its state kept in a folder across restarts. */
export function polarEmulator(port: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "fault-polar-"));
  const url = `http://127.0.0.1:${port}`;
  const service = new Service(
    [process.execPath, "--import", "tsx", "emulator/main.ts"],
    { POLAR_EMULATOR_PORT: String(port), POLAR_EMULATOR_DATA: dataDir, POLAR_EMULATOR_TOKEN: POLAR_TOKEN },
    () => answers(`${url}/v1/products/`),
  );
  return {
    url,
    start: () => service.start(),
    stop: () => service.stop(),
    /** The customer Polar holds for a user of the app, or null. */
    async customerOf(userId: string): Promise<{ id: string; email: string; external_id: string } | null> {
      const res = await fetch(`${url}/v1/customers/external/${userId}`, { headers: { authorization: `Bearer ${POLAR_TOKEN}` } });
      return res.ok ? ((await res.json()) as { id: string; email: string; external_id: string }) : null;
    },
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** One `next start` of the production build; kill() ends it as a crash would. */
export function appServer(port: number, env: Record<string, string>) {
  let server: Awaited<ReturnType<typeof startNextServer>> | undefined;
  const log: string[] = [];
  const settings = { BETTER_AUTH_SECRET: SECRET, BETTER_AUTH_URL: `http://127.0.0.1:${port}`, ...env };
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    async start() {
      if (!existsSync(".next/BUILD_ID")) throw new Error("no production build: run `npx next build` first");
      server = await startNextServer(port, settings);
    },
    async kill() {
      await server?.kill();
      log.push(...(server?.log ?? []));
      server = undefined;
    },
    async stop() {
      await server?.stop();
      log.push(...(server?.log ?? []));
      server = undefined;
    },
  };
}

export { createFreshDatabase };

/**
 * A PostgreSQL cluster of its own (Debian's pg_createcluster), on `port`, trusting loopback: the fault test stops
 * and starts it under load without touching the machine's main cluster. Runs the tools as the postgres user.
 */
export function postgresCluster(port: number, name = "fault") {
  const version = readdirSync("/usr/lib/postgresql").sort().at(-1)!;
  const ctl = (action: string) => execFileSync("pg_ctlcluster", [version, name, action], { stdio: "pipe" });
  const exists = () =>
    execFileSync("pg_lsclusters", ["-h"])
      .toString()
      .split("\n")
      .some((line) => line.split(/\s+/)[1] === name);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    create() {
      if (exists()) execFileSync("pg_dropcluster", ["--stop", version, name], { stdio: "pipe" });
      execFileSync("pg_createcluster", [version, name, "-p", String(port), "--", "--auth=trust"], { stdio: "pipe" });
      ctl("start");
    },
    start: () => ctl("start"),
    /** Fast shutdown: open connections are cut, as when a database host restarts. */
    stop: () => execFileSync("pg_ctlcluster", ["-m", "fast", version, name, "stop"], { stdio: "pipe" }),
    drop() {
      if (exists()) execFileSync("pg_dropcluster", ["--stop", version, name], { stdio: "pipe" });
    },
  };
}
