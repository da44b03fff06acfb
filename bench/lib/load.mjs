import autocannon from "autocannon";

/** One autocannon run; a warm-up first, then the measured run. Figures from the measured run only. */
export async function measure({ url, method = "GET", headers = {}, body, requests, connections = 20, duration = 10, warmup = 3 }) {
  const opts = { url, method, headers, body, connections, ...(requests ? { requests } : {}) };
  if (warmup > 0) await autocannon({ ...opts, duration: warmup });
  const r = await autocannon({ ...opts, duration });
  const errors = r.errors + r.timeouts + r.non2xx;
  return { rps: round(r.requests.average), p50Ms: round(r.latency.p50), p97_5Ms: round(r.latency.p97_5), p99Ms: round(r.latency.p99), errors };
}

export const round = (n) => (typeof n === "number" && Number.isFinite(n) ? Math.round(n * 10) / 10 : null);
