/**
 * A trivial JSON route: the process answers (liveness, also at /api/health/live; readiness, which asks the
 * database, is /api/health/ready), and the benchmark's ceiling.
 */
export function GET() {
  return Response.json({ ok: true });
}
