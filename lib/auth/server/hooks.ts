import "server-only";
import { getCurrentAdapter } from "@better-auth/core/context";
import { APIError, createAuthMiddleware, getAuthoritativeSessionFromCtx, getSessionFromCtx, isAPIError } from "better-auth/api";
import { issueDeleteAccountToken } from "@/lib/auth/internals/delete-account";
import { bodyFields } from "@/lib/auth/internals/request-body";
import { holdInvitationsTo, holdMemberships, holdOrganizationsOf } from "@/lib/organization/locks";
import { holdUntilCommit } from "@/lib/transaction-locks";
import { invitationsForPlainMember } from "@/lib/organization/member-invitations";
import { refuseRemovingLastTeam } from "@/lib/organization/last-team";
import { refuseUnknownUpdateData } from "@/lib/organization/update-data";
import { refuseDeletingOnlyOwner, refuseNonOwnerRemovingOwner, refuseStrangerBeforeClearing } from "@/lib/organization/rules";
import { checkOperatorBan, checkOperatorCreateUser, checkOperatorSetRole, checkOperatorUpdateUser } from "@/lib/admin/endpoint-input";
import { accountByProvider, completeTokenReply, selectAccountByProvider, TOKEN_PATHS } from "./account-tokens";
import { toSpecError } from "@/lib/auth/http/spec-compat";
import { assertOrganizationFields, assertSlug, assertTeamName, checkProfileFields } from "./field-limits";
import { refuseBadListQuery } from "./list-query";
import { refuseLongGroupValues } from "@/lib/auth/scim/group-input";
import { refuseUnsafeReturnAddresses } from "./return-addresses";
import { isFreshlyVerified } from "@/lib/auth/verification/freshness";
import { verificationOf } from "@/lib/auth/verification/queries";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
/** A hook's work for one path; what it returns (a reply or a changed context) is what better-auth gets. */
type Hook = (ctx: HookContext) => unknown;

/** Long enough to finish this request; a token left by a wrong password is useless a minute later. */
const INLINE_DELETE_TOKEN_SECONDS = 60;

/**
 * The specification's three ways to delete an account. better-auth, once it can send a confirmation mail,
 * mails every request; here a correct password or a fresh session deletes at once, and only a request with
 * neither is confirmed by mail. The immediate ways ride on better-auth's own token path, so its checks
 * (password verification, hooks, cleanup) all still run.
 */
async function deleteUserMode(ctx: HookContext) {
  // Only a plain object or no body at all chooses a mode; anything else is left to the endpoint's schema to refuse.
  const body = bodyFields(ctx);
  if (!body) return;
  if (body.token !== undefined) return; // the e-mailed token (or a malformed one, which the schema refuses)
  // better-auth skips the password check for a falsy password, and the token made below would then delete
  // without one: a password that is given must be a real one.
  if (body.password === "") throw APIError.from("BAD_REQUEST", { code: "INVALID_PASSWORD", message: "Invalid password" });
  // From the database, like the endpoint's own check: a cookie cache may still show a session revoked meanwhile.
  const session = await getAuthoritativeSessionFromCtx(ctx);
  if (!session) return; // the endpoint answers 401 itself
  const freshAge = ctx.context.sessionConfig.freshAge * 1000;
  // A person who confirmed it's them in the last minutes (a code or a passkey, for one without a password)
  // counts as holding a fresh session.
  const confirmed = await verificationOf(session.session.id);
  const fresh =
    freshAge === 0 ||
    Date.now() - new Date(session.session.createdAt).getTime() < freshAge ||
    (confirmed !== null && isFreshlyVerified(confirmed));
  if (typeof body.password !== "string" && !fresh) {
    // Confirmed by mail: refused before the mail goes out. The immediate ways meet the same rule in beforeDelete.
    await refuseDeletingOnlyOwner(session.user.id);
    return;
  }
  const token = await issueDeleteAccountToken(ctx, session.user.id, INLINE_DELETE_TOKEN_SECONDS);
  return { context: { body: { ...ctx.body, token } } };
}

/**
 * The specification unlinks by providerId (and optionally the provider's accountId); better-auth 1.7 takes
 * its own account row id. Translate the first into the second for the session's own accounts only.
 */
async function unlinkByProvider(ctx: HookContext) {
  const body = (ctx.body ?? {}) as { providerId?: unknown; accountId?: unknown };
  if (typeof body.providerId !== "string") return;
  if (body.accountId !== undefined && typeof body.accountId !== "string") return; // the schema refuses it
  const session = await getSessionFromCtx(ctx);
  // Answered here: the endpoint would first complain about the accountId this body does not carry.
  if (!session) throw APIError.from("UNAUTHORIZED", { code: "UNAUTHORIZED", message: "Unauthorized" });
  // Two unlinkings at once would each see the other account still there, and leave none: the second waits for
  // the first (lib/auth/http/route.ts runs this request in a transaction) and is refused as the last account.
  await holdUntilCommit(`accounts:${session.user.id}`);
  const wanted = accountByProvider(await ctx.context.internalAdapter.findAccounts(session.user.id), body.providerId, body.accountId);
  return { context: { body: { accountId: wanted.id } } };
}

/** The caller's active organization, which the organization endpoints act on when the body names none. */
async function activeOrganizationOf(ctx: HookContext) {
  const session = await getSessionFromCtx(ctx);
  const active = (session?.session as { activeOrganizationId?: string | null } | undefined)?.activeOrganizationId ?? null;
  return { session, active };
}

/** The organization a membership change acts on, as the library reads it: the body's, else the active one. */
async function holdMembershipsOf(ctx: HookContext) {
  const named = bodyFields(ctx)?.organizationId;
  await holdMemberships(named ?? (await activeOrganizationOf(ctx)).active);
}

/** The person an organization is created for: the caller, or the userId a server call names without a session. */
async function holdOrganizationsOfCreator(ctx: HookContext) {
  const session = await getSessionFromCtx(ctx);
  await holdOrganizationsOf(session?.user.id ?? bodyFields(ctx)?.userId);
}

/** The invitation's organization (its membership limit), then the person accepting it (the organization limit). */
async function holdSeatsForInvitation(ctx: HookContext) {
  const invitationId = bodyFields(ctx)?.invitationId;
  if (typeof invitationId !== "string") return; // the endpoint's schema refuses it
  const adapter = await getCurrentAdapter(ctx.context.adapter);
  const found = await adapter.findOne<{ organizationId: string }>({ model: "invitation", where: [{ field: "id", value: invitationId }] });
  if (!found) return; // the endpoint answers it
  await holdMemberships(found.organizationId);
  await holdOrganizationsOf((await getSessionFromCtx(ctx))?.user.id);
}

/** The same for a member seated by a server call (the console): the organization named, then the person. */
async function holdSeatsForMember(ctx: HookContext) {
  await holdMembershipsOf(ctx);
  await holdOrganizationsOf(bodyFields(ctx)?.userId);
}

async function guardRemoveMember(ctx: HookContext) {
  const { session, active } = await activeOrganizationOf(ctx);
  await holdMemberships(bodyFields(ctx)?.organizationId ?? active);
  if (session) await refuseNonOwnerRemovingOwner(ctx.context.adapter, session.user.id, active, ctx.body);
}

async function listInvitationsForMember(ctx: HookContext) {
  const forMember = await invitationsForPlainMember(ctx);
  if (forMember) return ctx.json(forMember);
}

/**
 * What runs before an endpoint, by its path: checks the library leaves out, the specification's bodies, and the
 * locks that keep the library's own checks true for requests sent at once (lib/organization/locks.ts). The
 * organization rules a typed hook can hold are organizationHooks (lib/organization/auth-plugin.ts); each here says why not.
 */
const BEFORE: Record<string, Hook> = {
  "/sign-up/email": (ctx) => {
    checkProfileFields(ctx.body);
  },
  "/update-user": (ctx) => {
    checkProfileFields(ctx.body);
  },
  "/delete-user": deleteUserMode,
  // The operators' endpoints, whose bodies the library takes almost as they come (lib/admin/endpoint-input.ts).
  "/admin/create-user": checkOperatorCreateUser,
  "/admin/update-user": checkOperatorUpdateUser,
  "/admin/set-role": checkOperatorSetRole,
  "/admin/ban-user": checkOperatorBan,
  "/admin/list-users": refuseBadListQuery("user"),
  // Its paging the plugin's schema checks; its sort it does not.
  "/api-key/list": refuseBadListQuery("apikey", { paging: false }),
  "/unlink-account": unlinkByProvider,
  ...Object.fromEntries(TOKEN_PATHS.map((path) => [path, selectAccountByProvider])),
  // Replaces the endpoint's reply for a plain member: no typed hook answers in an endpoint's place.
  "/organization/list-invitations": listInvitationsForMember,
  // The field checks below extend the endpoint's schema and name the body's path ("[body.data.name]"), answered as
  // its schema would be, before the library's own checks; the typed hooks see the data after those, without that path.
  "/organization/create": async (ctx) => {
    assertOrganizationFields(ctx.body, "");
    // Before the library counts the person's organizations against the organization limit.
    await holdOrganizationsOfCreator(ctx);
  },
  "/organization/update": (ctx) => {
    refuseUnknownUpdateData(ctx); // before the schema, which silently drops the fields it does not know
    assertOrganizationFields((ctx.body as { data?: unknown } | undefined)?.data, "data.");
  },
  // Before the adapter builds its query from them (a 500 for a field the member table lacks).
  "/organization/list-members": refuseBadListQuery("member"),
  "/organization/check-slug": (ctx) => {
    assertSlug(bodyFields(ctx)?.slug, "slug");
  },
  "/organization/create-team": (ctx) => {
    assertTeamName(ctx.body, "");
  },
  "/organization/update-team": (ctx) => {
    assertTeamName((ctx.body as { data?: unknown } | undefined)?.data, "data.");
  },
  // Before the library looks for a pending invitation to replace, which beforeCreateInvitation comes after.
  "/organization/invite-member": (ctx) => holdInvitationsTo(bodyFields(ctx)?.email),
  // The library refuses these first, in other words, before beforeRemoveMember / beforeDeleteTeam would run (a
  // removal also waits for the organization's other membership changes, as leaving does below).
  "/organization/remove-member": guardRemoveMember,
  "/organization/remove-team": refuseRemovingLastTeam,
  // Before the library counts the owners.
  "/organization/leave": holdMembershipsOf,
  "/organization/update-member-role": holdMembershipsOf,
  // Before the library counts the members against the membership limit, and the person's organizations.
  "/organization/accept-invitation": holdSeatsForInvitation,
  "/organization/add-member": holdSeatsForMember,
  // No typed hook runs for either: they change no organization. Both name the organization as the library reads
  // them: set-active by id unless only a slug is given (null clears on purpose), get-full-organization by slug first.
  "/organization/set-active": async (ctx) => {
    const { organizationId, organizationSlug } = (ctx.body ?? {}) as Record<string, unknown>;
    const target = organizationId === undefined ? { slug: organizationSlug } : { id: organizationId };
    const session = await getSessionFromCtx(ctx);
    if (session) await refuseStrangerBeforeClearing(ctx.context.adapter, session.user.id, target);
  },
  "/organization/get-full-organization": async (ctx) => {
    const { organizationId, organizationSlug } = (ctx.query ?? {}) as Record<string, unknown>;
    const target = organizationSlug ? { slug: organizationSlug } : { id: organizationId };
    const session = await getSessionFromCtx(ctx);
    if (session) await refuseStrangerBeforeClearing(ctx.context.adapter, session.user.id, target);
  },
  // A Group's create (POST; a list, GET, has no body) and its replace and PATCH: bounded names, before any write.
  "/scim/v2/Groups": (ctx) => refuseLongGroupValues(ctx.body),
  "/scim/v2/Groups/:groupId": (ctx) => refuseLongGroupValues(ctx.body),
};

function returnedValue(ctx: HookContext): Record<string, unknown> | undefined {
  const returned: unknown = ctx.context.returned;
  return returned && typeof returned === "object" && !(returned instanceof Response) ? (returned as Record<string, unknown>) : undefined;
}

/** What runs after a successful endpoint, by its path: the specification's reply shapes and the follow-ups. */
const AFTER: Record<string, Hook> = {
  // The specification lists accounts with `provider`; better-auth calls it providerId. Both are given.
  "/list-accounts": (ctx) => {
    const returned: unknown = ctx.context.returned;
    if (Array.isArray(returned)) return ctx.json(returned.map((a: { providerId?: string }) => ({ ...a, provider: a.providerId })));
  },
  ...Object.fromEntries(
    TOKEN_PATHS.map((path): [string, Hook] => [
      path,
      (ctx) => {
        const returned = returnedValue(ctx);
        if (returned) return completeTokenReply(ctx, returned);
      },
    ]),
  ),
};

export const beforeHooks = createAuthMiddleware(async (ctx) => {
  refuseUnsafeReturnAddresses(ctx.body, ctx.query);
  return BEFORE[ctx.path]?.(ctx);
});

export const afterHooks = createAuthMiddleware(async (ctx) => {
  // Errors keep the specification's wording for server-side callers too (the route handler does it for HTTP).
  if (isAPIError(ctx.context.returned)) return toSpecError(ctx.context.returned);
  return AFTER[ctx.path]?.(ctx);
});
