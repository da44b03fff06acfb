import { authRoute } from "@/lib/auth/http/route";
import { fastSessionReply } from "@/lib/auth/http/session-fast-path";
import { atBoundary } from "@/lib/http/boundary";
import { withRequestLog } from "@/lib/log/request";

/**
 * The session read every page view makes, on a static route so that Next.js does not match the catch-all's
 * parameters for it: its two ordinary cases (a valid cookie cache; a session read from the database) are
 * answered by lib/auth/http/session-fast-path.ts, everything else by better-auth as under /api/auth/[...all].
 */
export const GET = withRequestLog(
  "/api/auth/get-session",
  atBoundary(async (request: Request): Promise<Response> => (await fastSessionReply(request)) ?? authRoute(request)),
);

export const POST = withRequestLog("/api/auth/get-session", atBoundary(authRoute));
