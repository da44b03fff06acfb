import "server-only";
import { APIError, type createAuthMiddleware } from "better-auth/api";
import { ORGANIZATION_UPDATE_FIELDS, organizationPluginOptions } from "@/lib/auth/internals/organization";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const refuse = (where: string, problem: string): never => {
  throw APIError.from("BAD_REQUEST", { code: "VALIDATION_ERROR", message: `[body.${where}] ${problem}` });
};

/**
 * better-auth's schema drops the fields it does not know from `data`, and an update left with nothing to set
 * reaches the database, which fails it ("No values to set", a 500). A field it would drop is refused by its
 * name instead, and a `data` with nothing in it, so that a refused update changes nothing.
 */
export function refuseUnknownUpdateData(ctx: HookContext) {
  const data = (ctx.body as { data?: unknown } | undefined)?.data;
  if (!data || typeof data !== "object" || Array.isArray(data)) return; // the endpoint's schema refuses it
  const options = organizationPluginOptions(ctx);
  const known = [...ORGANIZATION_UPDATE_FIELDS, ...Object.keys(options?.schema?.organization?.additionalFields ?? {})];
  const fields = Object.keys(data);
  const unknown = fields.find((field) => !known.includes(field));
  if (unknown !== undefined) refuse(`data.${unknown}`, `Unknown field (expected one of ${known.join(", ")})`);
  if (fields.length === 0) refuse("data", `Nothing to update (expected one of ${known.join(", ")})`);
}
