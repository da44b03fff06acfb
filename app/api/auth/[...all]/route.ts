import { authRoute } from "@/lib/auth/http/route";
import { atBoundary } from "@/lib/http/boundary";
import { withRequestLog } from "@/lib/log/request";

/** better-auth at /api/auth (lib/auth/http/route.ts), behind the input check and outage reply of every API route. */
const route = withRequestLog("/api/auth/[...all]", atBoundary(authRoute));
export { route as GET, route as POST, route as PATCH, route as PUT, route as DELETE };
