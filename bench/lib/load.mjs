import autocannon from "autocannon";

/**
 * One autocannon run; a warm-up first, then the measured run. Figures from the measured run only.
 * `check(status, body, headers)` is asked of every reply of the measured run; the replies it refuses are
 * counted (`refused`) and are errors. `cookie()`, when given, is read for every request, so a scenario can
 * swap in a refreshed cookie while it runs. The ceiling goes through the same per-reply path, so the client's
 * own cost is the same on both sides of a ratio. `sampler` (bench/lib/cpu.mjs), when given, is started just before the
 * measured run and stopped once its last reply could have come, and its figures per request sent are `cpu`.
 */
export async function measure({
  url,
  method = "GET",
  headers = {},
  body,
  requests,
  connections = 20,
  duration = 10,
  warmup = 3,
  check = (status) => status >= 200 && status < 300,
  cookie,
  sampler,
}) {
  let refused = 0;
  const onResponse = (status, text, _context, replyHeaders) => {
    if (!check(status, text, replyHeaders)) refused += 1;
  };
  const setupRequest = cookie ? (request) => ({ ...request, headers: { ...request.headers, cookie: cookie() } }) : undefined;
  const withHooks = (list) => list.map((r) => ({ ...r, onResponse, ...(setupRequest ? { setupRequest } : {}) }));
  const opts = { url, method, headers, body, connections, requests: withHooks(requests ?? [{ method, headers, body }]) };
  if (warmup > 0) await drained(await autocannon({ ...opts, duration: warmup }));
  refused = 0;
  sampler?.start();
  const r = await drained(await autocannon({ ...opts, duration }));
  const cpu = sampler?.stop(r.requests.sent);
  const errors = r.errors + r.timeouts + r.non2xx + refused;
  return {
    rps: round(r.requests.average),
    p50Ms: round(r.latency.p50),
    p97_5Ms: round(r.latency.p97_5),
    p99Ms: round(r.latency.p99),
    errors,
    refused,
    ...(cpu ? { cpu } : {}),
  };
}

/**
 * autocannon ends a run by dropping its connections, but the server still finishes the requests they had in
 * flight: 20 sign-ins, each a 100 ms hash, are two seconds of work that would fall into the next run and count
 * against it. So a run is over only once the slowest request it saw could have ended.
 */
async function drained(result) {
  await new Promise((r) => setTimeout(r, Math.min(result.latency.max ?? 0, 15_000) + 200));
  return result;
}

export const round = (n) => (typeof n === "number" && Number.isFinite(n) ? Math.round(n * 10) / 10 : null);
