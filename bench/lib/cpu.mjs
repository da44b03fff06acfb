import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/**
 * Where a scenario's CPU went, per request, read from /proc (Linux) over the measured run: the server's main
 * thread (JavaScript: Next.js, better-auth, our code, the driver), its other threads (libuv's pool, where scrypt
 * hashes, and V8's helpers) and PostgreSQL's processes (every backend of the machine's server). A throughput ratio
 * moves with this machine's speed, which drifts from one minute to the next; shares of the CPU spent in the same
 * seconds move far less: they say what the server does besides the work that is the scenario's point.
 */
const TICK_MS = 1000 / Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());

/** utime + stime of a /proc stat line, in clock ticks (the command name may hold spaces: fields follow its ")"). */
function ticksOf(statLine) {
  const fields = statLine.slice(statLine.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

const readOrNull = (file) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null; // a thread or process that ended between the listing and the read
  }
};

/** The server's main thread and its other threads, in ticks. A thread that ended since keeps nothing: rare here. */
function serverTicks(pid) {
  let main = 0;
  let others = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const stat = readOrNull(`/proc/${pid}/task/${tid}/stat`);
    if (!stat) continue;
    if (tid === String(pid)) main += ticksOf(stat);
    else others += ticksOf(stat);
  }
  return { main, others };
}

function postgresTicks() {
  let total = 0;
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = readOrNull(`/proc/${pid}/stat`);
    if (stat?.includes("(postgres)")) total += ticksOf(stat);
  }
  return total;
}

/**
 * A sampler for `measure`: `start()` before its measured run, `stop(requests)` once that run's replies are all in,
 * giving milliseconds of CPU per request.
 */
export function cpuSampler(serverPid) {
  let from;
  const now = () => ({ ...serverTicks(serverPid), postgres: postgresTicks() });
  return {
    start: () => {
      from = now();
    },
    stop: (requests) => {
      const to = now();
      const per = (key) => Math.round(((to[key] - from[key]) * TICK_MS * 100) / requests) / 100;
      return { mainThreadMs: per("main"), otherThreadsMs: per("others"), postgresMs: per("postgres") };
    },
  };
}
