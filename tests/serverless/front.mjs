/**
 * A serverless host in miniature, for tests/serverless: a plain HTTP proxy in front of one `next start` of the
 * production build that it runs as its child. As such a host does, it
 * - starts the app on the first request (a cold start: the request waits for it),
 * - resumes it (SIGCONT) when a request comes and suspends it (SIGSTOP) as soon as the last reply in flight has
 *   ended, so nothing of the app runs between requests: no timer, no poll, no work left after a reply,
 * - kills it (SIGKILL, while suspended) every FRONT_KILL_EVERY requests, the next request starting a new one.
 *
 * Settings (environment): FRONT_PORT, FRONT_APP_PORT, FRONT_KILL_EVERY (default 25), FRONT_APP_LOG (a file the
 * app's output is appended to); everything else is handed to the app as is. GET /__front/stats answers what it
 * did (requests, cold starts, kills, freezes, every status it passed on); POST /__front/kill kills the app now
 * if no request is in flight (counted in kills and forcedKills). Replies the app could not give (it died, it refused the connection) are 502.
 */
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import http from "node:http";

const port = Number(process.env.FRONT_PORT);
const appPort = Number(process.env.FRONT_APP_PORT);
const killEvery = Number(process.env.FRONT_KILL_EVERY ?? 25);
const appLog = process.env.FRONT_APP_LOG ? createWriteStream(process.env.FRONT_APP_LOG, { flags: "a" }) : null;

const stats = { requests: 0, coldStarts: 0, kills: 0, forcedKills: 0, freezes: 0, thaws: 0, coldStartMs: [], statuses: {}, failures: [] };

/** The app process, its state, and the promise of a start in progress. */
let app = null;
let state = "cold"; // cold | starting | running | frozen
let starting = null;
let inFlight = 0;
let sinceStart = 0;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const live = () =>
  new Promise((resolve) => {
    const req = http.get({ host: "127.0.0.1", port: appPort, path: "/api/health/live", timeout: 1000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on("error", () => resolve(false));
    req.on("timeout", () => req.destroy());
  });

async function coldStart() {
  const began = performance.now();
  const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(appPort)], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(appPort) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  app = child;
  child.stdout.on("data", (d) => appLog?.write(d));
  child.stderr.on("data", (d) => appLog?.write(d));
  child.once("exit", (code, signal) => {
    appLog?.write(`[front] app exited (${code ?? signal})\n`);
    if (app === child) {
      app = null;
      state = "cold";
    }
  });
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error("the app exited while starting");
    if (await live()) break;
    if (performance.now() - began > 60_000) throw new Error("the app did not start within 60 s");
    await sleep(20);
  }
  stats.coldStarts += 1;
  stats.coldStartMs.push(Math.round(performance.now() - began));
  sinceStart = 0;
  state = "running";
}

/** The app running, whatever it was: started if cold, resumed if frozen. */
async function awake() {
  if (state === "frozen") {
    app.kill("SIGCONT");
    stats.thaws += 1;
    state = "running";
    return;
  }
  if (state === "cold") {
    state = "starting";
    starting = coldStart().catch((error) => {
      state = "cold";
      throw error;
    });
  }
  if (state === "starting") await starting;
}

function kill() {
  if (!app) return;
  app.kill("SIGKILL");
  app = null;
  state = "cold";
  stats.kills += 1;
  appLog?.write("[front] killed the app\n");
}

/** The last reply in flight has ended: the host suspends the instance, or retires it. */
function idle() {
  if (inFlight > 0 || state !== "running" || !app) return;
  if (sinceStart >= killEvery) return kill();
  app.kill("SIGSTOP");
  stats.freezes += 1;
  state = "frozen";
}

function record(method, path, status) {
  stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
  if (status >= 500) stats.failures.push({ method, path: path.split("?")[0], status });
}

/** Hop-by-hop headers stay with their hop: every request to the app is a connection of its own. */
function endToEnd(headers) {
  const copy = { ...headers };
  for (const name of ["connection", "keep-alive", "transfer-encoding"]) delete copy[name];
  return copy;
}

async function proxy(req, res) {
  inFlight += 1;
  stats.requests += 1;
  sinceStart += 1;
  let status = 502;
  res.once("close", () => {
    inFlight -= 1;
    record(req.method, req.url, status);
    idle();
  });
  try {
    await awake();
  } catch (error) {
    res.writeHead(502, { "content-type": "text/plain" }).end(`front: ${error.message}`);
    return;
  }
  const upstream = http.request(
    { host: "127.0.0.1", port: appPort, method: req.method, path: req.url, headers: endToEnd(req.headers), agent: false },
    (reply) => {
      status = reply.statusCode;
      res.writeHead(reply.statusCode, endToEnd(reply.headers));
      reply.pipe(res);
    },
  );
  upstream.on("error", (error) => {
    if (res.headersSent) return res.destroy();
    status = 502;
    res.writeHead(502, { "content-type": "text/plain" }).end(`front: ${error.message}`);
  });
  req.pipe(upstream);
}

const server = http.createServer((req, res) => {
  if (req.url === "/__front/stats")
    return res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ ...stats, state }));
  if (req.url === "/__front/kill" && req.method === "POST") {
    if (inFlight === 0 && app) {
      kill();
      stats.forcedKills += 1;
    }
    return res.writeHead(204).end();
  }
  void proxy(req, res);
});
server.keepAliveTimeout = 1_000;
server.listen(port, "127.0.0.1", () => console.log(`front listening on ${port}`));

function shutdown() {
  if (app) {
    app.kill("SIGCONT");
    app.kill("SIGKILL");
  }
  server.close();
  process.exit(0);
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
