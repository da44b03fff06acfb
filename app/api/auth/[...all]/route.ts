import { authRoute } from "@/lib/auth/http/route";
import { atBoundary } from "@/lib/http/boundary";

/** better-auth at /api/auth (lib/auth/http/route.ts), behind the input check and outage reply of every API route. */
const route = atBoundary(authRoute);
export { route as GET, route as POST, route as PATCH, route as PUT, route as DELETE };
