import { spawn } from "node:child_process";
import { serverProcessEnv } from "./server-node-options.mjs";

/**
 * The production build under `next start` on a loopback port, with the environment `npm start` gives it, started
 * directly with node so that the PID is the server's (npx would leave it running when killed). Resolves when
 * /api/health answers. `nodeArgs` go to node itself (the profiler's flags, which NODE_OPTIONS refuses).
 */
export async function startNextServer(port, env, { nodeArgs = [] } = {}) {
  // A server left over from another run would answer in this one's place.
  const stale = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (stale) throw new Error(`port ${port} is already in use: stop the server listening there first`);
  const child = spawn(process.execPath, [...nodeArgs, "node_modules/next/dist/bin/next", "start", "-p", String(port)], {
    env: { ...process.env, ...env, ...serverProcessEnv({ ...process.env, ...env }), NODE_ENV: "production", PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log = [];
  child.stdout.on("data", (d) => log.push(String(d)));
  child.stderr.on("data", (d) => log.push(String(d)));
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log.join("")}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > until) throw new Error(`server did not answer within 60 s:\n${log.join("")}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    log,
    pid: child.pid,
    /** Ends the server as a crash would: no shutdown code runs. */
    kill: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGKILL");
      }),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 5000).unref();
      }),
  };
}
