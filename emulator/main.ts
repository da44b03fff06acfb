import path from "node:path";
import { SCENARIOS } from "./control";
import { removeData } from "./store";
import { startEmulator } from "./server";

/**
 * `npm run emulator` (serve), `npm run emulator -- reset`, `npm run emulator -- trigger <scenario> [key=value…]`.
 * Settings: POLAR_EMULATOR_PORT (3300), POLAR_EMULATOR_DATA (.data/polar-emulator),
 * POLAR_EMULATOR_TOKEN (the organization access token it accepts), POLAR_WEBHOOK_URL and
 * POLAR_WEBHOOK_SECRET (registers the app's endpoint on start).
 */
const port = Number(process.env.POLAR_EMULATOR_PORT ?? 3300);
const dataDir = path.resolve(process.env.POLAR_EMULATOR_DATA ?? ".data/polar-emulator");
const token = process.env.POLAR_EMULATOR_TOKEN ?? "polar_oat_emulator_local_token";
const [command = "serve", ...args] = process.argv.slice(2);

async function serve() {
  const emulator = await startEmulator({ port, dataDir, accessToken: token, host: "127.0.0.1" });
  if (process.env.POLAR_WEBHOOK_URL) {
    await fetch(`${emulator.url}/__emulator/webhook-endpoint`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ url: process.env.POLAR_WEBHOOK_URL, secret: process.env.POLAR_WEBHOOK_SECRET }),
    });
  }
  console.log(`[polar-emulator] Polar API at ${emulator.url}/v1 (token ${token}), state in ${dataDir}`);
  const stop = async () => {
    await emulator.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

async function trigger() {
  const [scenario, ...pairs] = args;
  if (!scenario || !(SCENARIOS as readonly string[]).includes(scenario)) {
    console.error(`usage: npm run emulator -- trigger <${SCENARIOS.join("|")}> [key=value…]`);
    process.exit(2);
  }
  const body = Object.fromEntries(pairs.map((p) => p.split("=", 2)));
  const res = await fetch(`http://127.0.0.1:${port}/__emulator/trigger/${scenario}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  }).catch(() => null);
  if (!res) {
    console.error(`no emulator answers on port ${port}: start it with npm run emulator`);
    process.exit(1);
  }
  console.log(res.status, await res.text());
  process.exit(res.ok ? 0 : 1);
}

if (command === "serve") await serve();
else if (command === "reset") {
  removeData(dataDir);
  console.log(`[polar-emulator] removed ${dataDir}; the next start seeds the catalogue again`);
} else if (command === "trigger") await trigger();
else {
  console.error("usage: npm run emulator [-- serve | reset | trigger <scenario> [key=value…]]");
  process.exit(2);
}
