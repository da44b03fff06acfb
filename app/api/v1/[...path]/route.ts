import { dispatch } from "@/lib/api/dispatch";
import { atBoundary } from "@/lib/http/boundary";
import { withRequestLog } from "@/lib/log/request";

/** The REST API (lib/api/): every operation of lib/api/routes.ts, by key or session. */
const route = withRequestLog("/api/v1/[...path]", atBoundary(dispatch));
export const GET = route;
export const POST = route;
export const PATCH = route;
export const DELETE = route;
