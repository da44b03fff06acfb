import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

/**
 * A copy of the tree as a fresh clone would check it out: every file git tracks, plus (on a developer's machine)
 * new and changed files not yet committed, never what .gitignore leaves out (node_modules, .next, .data). On CI's
 * clean clone that is exactly the commit. Built from a tree object written through a throwaway index, so the
 * developer's own index is left alone.
 */
export function freshCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "newcomer-"));
  const index = path.join(dir, ".index");
  const git = (args: string[]) =>
    execFileSync("git", args, { cwd: root, env: { ...process.env, GIT_INDEX_FILE: index }, encoding: "utf8" }).trim();
  git(["read-tree", "HEAD"]);
  git(["add", "--all"]);
  const tree = git(["write-tree"]);
  rmSync(index);
  const checkout = path.join(dir, "accounts");
  execFileSync("mkdir", ["-p", checkout]);
  const archive = spawnSync("git", ["archive", "--format=tar", tree], { cwd: root, maxBuffer: 512 * 1024 * 1024 });
  if (archive.status !== 0) throw new Error(`git archive failed: ${archive.stderr}`);
  const tarFile = path.join(dir, "tree.tar");
  writeFileSync(tarFile, archive.stdout);
  execFileSync("tar", ["-xf", tarFile, "-C", checkout]);
  rmSync(tarFile);
  return checkout;
}

/**
 * The copy's node_modules, as the README's first command installs them (from the lockfile). Under CI, `.ci/run`
 * has just run `npm ci` on this very lockfile in a clean clone, so the copy links that install (hard links, new
 * folders: nothing the dev server writes reaches the original) instead of unpacking the same packages a second
 * time; on a developer's machine, whose node_modules may have drifted from the lockfile, it runs `npm ci`.
 */
export function install(dir: string) {
  if (process.env.CI && existsSync(path.join(root, "node_modules/.package-lock.json"))) {
    execFileSync("cp", ["-al", path.join(root, "node_modules"), path.join(dir, "node_modules")]);
    return;
  }
  const res = spawnSync("npm", ["ci", "--no-audit", "--no-fund", "--prefer-offline"], { cwd: dir, encoding: "utf8", env: bareEnv() });
  if (res.status !== 0) throw new Error(`npm ci failed (${res.status}):\n${res.stdout}\n${res.stderr}`);
}

/** A loopback port nobody listens on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The machine's environment without any of the app's settings: a newcomer has none. */
export function bareEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const kept = ["PATH", "HOME", "TMPDIR", "LANG", "TERM", "USER", "SHELL", "npm_config_cache"];
  const env: Record<string, string | undefined> = { NEXT_TELEMETRY_DISABLED: "1" };
  for (const key of kept) if (process.env[key] !== undefined) env[key] = process.env[key];
  return { ...env, ...extra } as NodeJS.ProcessEnv;
}

export type DevServer = { url: string; log: string[]; output: () => string; stop: () => Promise<void> };

/**
 * `npm run dev` in `dir` on `port` (the emulator on `emulatorPort`), with no other setting. Resolves once the
 * app answers. stop() ends the whole process group (npm, the dev script, next dev, the emulator) and waits.
 */
export async function startDev(dir: string, port: number, emulatorPort: number): Promise<DevServer> {
  const child: ChildProcess = spawn("npm", ["run", "dev"], {
    cwd: dir,
    env: bareEnv({ PORT: String(port), POLAR_EMULATOR_PORT: String(emulatorPort) }),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const log: string[] = [];
  child.stdout!.on("data", (d) => log.push(String(d)));
  child.stderr!.on("data", (d) => log.push(String(d)));
  const url = `http://localhost:${port}`;
  const until = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited with ${child.exitCode}:\n${log.join("")}`);
    const up = await fetch(`${url}/api/auth/ok`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > until) throw new Error(`npm run dev did not answer within 180 s:\n${log.join("")}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      const group = -child.pid!;
      process.kill(group, "SIGTERM");
      setTimeout(() => {
        try {
          process.kill(group, "SIGKILL");
        } catch {
          // already gone
        }
      }, 10_000).unref();
    });
  return { url, log, output: () => log.join(""), stop };
}

/** Whether something still answers on a loopback port. */
export function answers(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
}
