/** A trivial JSON route: a health check for load balancers, and the benchmark's ceiling. */
export function GET() {
  return Response.json({ ok: true });
}
