#!/usr/bin/env node
/**
 * `npm run dev`: the app under `next dev`, and, unless POLAR_ACCESS_TOKEN points the app at real Polar, the
 * local Polar emulator beside it (emulator/, port POLAR_EMULATOR_PORT or 3300) with the app's webhook
 * endpoint registered. The app gets POLAR_SERVER_URL, POLAR_ACCESS_TOKEN and POLAR_WEBHOOK_SECRET for it.
 * If the emulator cannot start (its port is taken, say), the app still starts, with a warning.
 */
import { spawn } from "node:child_process";

const port = process.env.PORT ?? "3000";
const emulatorPort = process.env.POLAR_EMULATOR_PORT ?? "3300";
const emulatorUrl = `http://127.0.0.1:${emulatorPort}`;
const token = process.env.POLAR_EMULATOR_TOKEN ?? "polar_oat_emulator_local_token";
const children = [];

function run(command, args, env) {
  const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  children.push(child);
  return child;
}

function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exit(code);
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

async function startEmulator() {
  const emulator = run(process.execPath, ["--import", "tsx", "emulator/main.ts"], {
    // Where `next dev` does not watch: a write in the project reloads every open page (lib/env.ts, PGLITE_DIR).
    POLAR_EMULATOR_DATA: process.env.POLAR_EMULATOR_DATA ?? ".next/cache/polar-emulator",
    POLAR_EMULATOR_PORT: emulatorPort,
    POLAR_EMULATOR_TOKEN: token,
  });
  for (let i = 0; i < 80 && emulator.exitCode === null; i++) {
    const registered = await fetch(`${emulatorUrl}/__emulator/webhook-endpoint`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ url: `http://localhost:${port}/api/webhooks/polar` }),
    }).then(
      (res) => (res.ok ? res.json() : null),
      () => null,
    );
    if (registered) return { POLAR_SERVER_URL: emulatorUrl, POLAR_ACCESS_TOKEN: token, POLAR_WEBHOOK_SECRET: registered.secret };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.warn(`[dev] the Polar emulator did not start on port ${emulatorPort}; billing calls will fail until it runs (npm run emulator)`);
  return {};
}

const polar = process.env.POLAR_ACCESS_TOKEN ? {} : await startEmulator();
// The flag that opens the development conveniences (lib/env.ts: isDevServer), which a production build ignores.
const next = run(process.execPath, ["node_modules/next/dist/bin/next", "dev", ...process.argv.slice(2)], {
  ...polar,
  ACCOUNTS_DEV_SERVER: "1",
});
next.on("exit", (code) => stopAll(code ?? 0));
