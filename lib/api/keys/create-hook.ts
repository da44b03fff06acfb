import "server-only";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { bodyFields, bodyObject, replaceBodyInPlace } from "@/lib/auth/internals/request-body";
import { managesOrganization } from "@/lib/organization/roles";
import { beyondRights, scopesInput } from "../scopes";
import { ORGANIZATION_CONFIG, PERSONAL_CONFIG } from "./config";
import { requestedScopes } from "./requested-scopes";
import { organizationRights, personalRights } from "./rights";

type Body = Record<string, unknown>;

const refuse = (status: "BAD_REQUEST" | "FORBIDDEN", code: string, message: string) => APIError.from(status, { code, message });

/**
 * `POST /api-key/create` from a signed-in person (a browser, or a server call carrying their headers): the scopes
 * they ask for (`permissions`, which the plugin takes from no client) are accepted within their own rights and
 * handed to the plugin's create (./requested-scopes.ts); `organizationId` makes an organization key, which only its
 * owners and admins create; the creator and their role are kept in the key's metadata, never the client's.
 */
export const createKeyHook = createAuthMiddleware(async (ctx) => {
  // Rewritten in place below: without a body, or with one that is not an object, the plugin's schema answers 400.
  const body = bodyObject(ctx);
  if (!body) return;
  const session = await getSessionFromCtx(ctx, { disableCookieCache: true });
  if (!session) return; // the plugin answers 401 itself
  const parsed = scopesInput.safeParse(body.permissions ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw refuse(
      "BAD_REQUEST",
      "VALIDATION_ERROR",
      `[body.permissions${issue?.path.length ? "." + issue.path.join(".") : ""}] ${issue?.message ?? "Invalid scopes"}`,
    );
  }
  const organizationId = typeof body.organizationId === "string" && body.organizationId ? body.organizationId : null;
  let metadata: Body | undefined;
  let rights;
  if (organizationId) {
    const found = await organizationRights(session.user.id, organizationId);
    if (!managesOrganization(found.role))
      throw refuse("FORBIDDEN", "NOT_ALLOWED_TO_MANAGE_KEYS", "Only the organization's owners and admins manage its keys");
    rights = found.rights;
    metadata = { createdBy: session.user.id, creatorRole: found.role };
  } else {
    rights = await personalRights(session.user.id, (session.session as { impersonatedBy?: string | null }).impersonatedBy ?? null);
  }
  const beyond = beyondRights(parsed.data, rights);
  if (beyond.length) throw refuse("FORBIDDEN", "SCOPES_BEYOND_RIGHTS", `These scopes are beyond your rights: ${beyond.join(", ")}`);
  // The prefix is the kind's own (it tells the two kinds apart): a client's is not taken.
  const { permissions: _permissions, metadata: _metadata, configId: _configId, organizationId: _org, prefix: _prefix, ...rest } = body;
  replaceBodyInPlace(ctx, {
    ...rest,
    configId: organizationId ? ORGANIZATION_CONFIG : PERSONAL_CONFIG,
    ...(organizationId ? { organizationId, metadata } : {}),
  });
  await requestedScopes.set(parsed.data);
});

/** A key's metadata names its creator and their role: no client changes it after creation. */
export const updateKeyHook = createAuthMiddleware(async (ctx) => {
  const body = bodyFields(ctx);
  if (body && "metadata" in body) throw refuse("BAD_REQUEST", "VALIDATION_ERROR", "[body.metadata] A key's metadata cannot be changed");
});
