import { authRoute } from "@/lib/auth/http/route";

/** better-auth at /api/auth (lib/auth/http/route.ts). */
export { authRoute as GET, authRoute as POST, authRoute as PATCH, authRoute as PUT, authRoute as DELETE };
