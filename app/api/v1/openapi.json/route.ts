import { openApiDocument } from "@/lib/api/openapi";
import { withRequestLog } from "@/lib/log/request";

/** The API's OpenAPI 3.1 document, made from the routes' schemas; public, as documentation is. */
export const GET = withRequestLog("/api/v1/openapi.json", async () =>
  Response.json(openApiDocument(), { headers: { "cache-control": "no-store" } }),
);
