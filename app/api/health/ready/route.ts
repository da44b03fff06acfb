import { readiness } from "@/lib/http/readiness";

const noStore = { "cache-control": "no-store" };

/**
 * Readiness, for load balancers and orchestrators (lib/http/readiness.ts): 200 when this instance can serve,
 * else 503 naming what is missing. A check that fails in an unforeseen way is a 503 too, never a 500.
 */
export async function GET() {
  try {
    const state = await readiness();
    return Response.json(state, { status: state.ready ? 200 : 503, headers: noStore });
  } catch {
    return Response.json({ ready: false }, { status: 503, headers: noStore });
  }
}
