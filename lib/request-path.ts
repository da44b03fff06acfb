/**
 * The header in which proxy.ts passes each page request's path and query on to server components, which
 * cannot read the URL themselves; the signed-in guard sends a visitor back there after signing in.
 */
export const REQUEST_PATH_HEADER = "x-request-path";
