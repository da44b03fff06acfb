import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serverProcessEnv } from "../../scripts/lib/server-node-options.mjs";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The standalone server laid out as the Dockerfile's image lays it out, in a temporary folder: .next/standalone
 * (hard-linked when the file system allows), with .next/static and public/ copied beside server.js. The build is
 * `next build`'s (scripts/test-all.mjs runs it first); nothing of the repository is reachable from the copy's
 * folder but what the build put there.
 */
export function standaloneImage() {
  if (!existsSync(".next/standalone/server.js")) throw new Error("no standalone build: run `npx next build` first (output: standalone)");
  const dir = mkdtempSync(path.join(tmpdir(), "standalone-"));
  const app = path.join(dir, "app");
  try {
    execFileSync("cp", ["-al", ".next/standalone", app], { stdio: "pipe" });
  } catch {
    rmSync(app, { recursive: true, force: true });
    cpSync(".next/standalone", app, { recursive: true });
  }
  cpSync(".next/static", path.join(app, ".next/static"), { recursive: true });
  cpSync("public", path.join(app, "public"), { recursive: true });
  return { dir: app, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export type Server = {
  url: string;
  log: string[];
  child: ChildProcess;
  /** Resolves with the exit code (or the signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
};

/**
 * `node server.js` in the image's folder, as its CMD runs it: an environment of its own (none of this process's
 * settings leak in), listening on loopback. Resolves when /api/health/live answers.
 */
export async function startStandalone(dir: string, port: number, settings: Record<string, string>): Promise<Server> {
  const url = `http://127.0.0.1:${port}`;
  if (
    await fetch(`${url}/api/health/live`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is already in use`);
  const child = spawn(process.execPath, ["server.js"], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      NODE_ENV: "production",
      // The image's environment sets the same options and tunables (a unit test holds the Dockerfile to them):
      // what `npm start` gives a server started with none of its own.
      ...serverProcessEnv({}),
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      ...settings,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log: string[] = [];
  child.stdout!.on("data", (d) => log.push(String(d)));
  child.stderr!.on("data", (d) => log.push(String(d)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const until = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server.js exited with ${child.exitCode}:\n${log.join("")}`);
    if (
      await fetch(`${url}/api/health/live`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, log, child, exited };
    if (Date.now() > until) {
      child.kill("SIGKILL");
      throw new Error(`server.js did not answer within 45 s:\n${log.join("")}`);
    }
    await sleep(150);
  }
}

/** Ends the server as a crash would: no shutdown code runs. */
export async function killHard(server: Server): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
  await server.exited;
}
