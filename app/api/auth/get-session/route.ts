import { authRoute } from "@/lib/auth/route";
import { cachedSessionReply } from "@/lib/auth/session-fast-path";

/**
 * The session read every page view makes, on a static route so that Next.js does not match the catch-all's
 * parameters for it: a cookie-cache hit is answered at once (lib/auth/session-fast-path.ts), everything else
 * by better-auth exactly as under /api/auth/[...all].
 */
export async function GET(request: Request): Promise<Response> {
  return (await cachedSessionReply(request)) ?? authRoute(request);
}

export { authRoute as POST };
