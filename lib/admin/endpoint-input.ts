import "server-only";
import { APIError, getSessionFromCtx, type createAuthMiddleware } from "better-auth/api";
import { bodyFields } from "@/lib/auth/internals/request-body";
import { EMAIL_MAX_LENGTH } from "@/lib/auth/limits";
import { env } from "@/lib/env";
import { checkProfileFields, invalid as refuse, tooLong } from "@/lib/auth/server/field-limits";
import { BAN_MAX_DAYS, OPERATOR_ROLE, USER_ROLES } from "./roles";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * What the admin plugin's endpoints take, held for every caller (the console's actions and the HTTP API alike).
 * The library writes any role string it is given (we configure no access-control roles) and /admin/update-user
 * writes whatever `data` holds straight to the user row: a made-up role, a ban without its audit entry, a second
 * factor switched on with no secret (which locks the person out), a name of any length, and a 500 for a date or a
 * language it cannot store. Role, ban and password have endpoints of their own, with their own rules.
 */

/** The user fields /admin/update-user may set: the profile, the address and the language. */
const UPDATABLE = ["name", "image", "email", "emailVerified", "locale"] as const;
/** The extra fields /admin/create-user may set beside its own (email, name, password, role). */
const CREATABLE = ["locale"] as const;
/** Where a field /admin/update-user refuses is changed instead. */
const ELSEWHERE: Record<string, string> = {
  role: "/admin/set-role",
  banned: "/admin/ban-user",
  banReason: "/admin/ban-user",
  banExpires: "/admin/ban-user",
  password: "/admin/set-user-password",
};

/** A plain object's fields, or null (absent, or another type, which the endpoint's schema refuses). */
function dataOf(value: unknown): Record<string, unknown> | null {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function refuseFieldsBeyond(data: Record<string, unknown>, allowed: readonly string[], prefix: string) {
  const field = Object.keys(data).find((key) => !allowed.includes(key));
  if (field === undefined) return;
  const instead = ELSEWHERE[field] ? `; use ${ELSEWHERE[field]}` : "";
  refuse(`${prefix}${field}`, `Cannot be set here (expected one of ${allowed.join(", ")}${instead})`);
}

function checkEmail(value: unknown, where: string) {
  if (value === undefined) return;
  if (typeof value !== "string") refuse(where, "Expected a string");
  if ((value as string).length > EMAIL_MAX_LENGTH) tooLong(where, EMAIL_MAX_LENGTH);
}

/** One of the app's roles, given as a single string (the library would also take a list and join it). */
function checkRole(value: unknown) {
  if (value === undefined) return;
  if (typeof value !== "string" || !(USER_ROLES as readonly string[]).includes(value)) {
    refuse("role", `Expected one of ${USER_ROLES.join(", ")}`);
  }
}

export function checkOperatorUpdateUser(ctx: HookContext) {
  const data = dataOf(bodyFields(ctx)?.data);
  if (!data) return;
  refuseFieldsBeyond(data, UPDATABLE, "data.");
  checkProfileFields(data, "data.");
  checkEmail(data.email, "data.email");
  if (data.emailVerified !== undefined && typeof data.emailVerified !== "boolean") refuse("data.emailVerified", "Expected a boolean");
}

/**
 * A first password within the limits every other way of setting one holds (the library checks them on
 * /admin/set-user-password, not here); a common one is refused beside them (lib/auth/server/account-protection.ts).
 */
function checkPasswordLength(value: unknown) {
  if (typeof value !== "string") return; // none (a sign-in by link or provider), or another type the schema refuses
  if (value.length < env.PASSWORD_MIN_LENGTH)
    throw APIError.from("BAD_REQUEST", { code: "PASSWORD_TOO_SHORT", message: "Password too short" });
  if (value.length > env.PASSWORD_MAX_LENGTH)
    throw APIError.from("BAD_REQUEST", { code: "PASSWORD_TOO_LONG", message: "Password too long" });
}

export function checkOperatorCreateUser(ctx: HookContext) {
  const body = bodyFields(ctx);
  if (!body) return;
  checkRole(body.role);
  checkPasswordLength(body.password);
  checkEmail(body.email, "email");
  checkProfileFields({ name: body.name });
  const data = dataOf(body.data);
  if (data) {
    refuseFieldsBeyond(data, CREATABLE, "data.");
    checkProfileFields(data, "data.");
  }
}

/** A role the app knows; and an operator never takes their own role away: nobody would be left to give it back. */
export async function checkOperatorSetRole(ctx: HookContext) {
  const body = bodyFields(ctx);
  if (!body || body.role === undefined) return; // the endpoint's schema asks for the role
  checkRole(body.role);
  if (body.role === OPERATOR_ROLE) return;
  const session = await getSessionFromCtx(ctx);
  if (session && body.userId === session.user.id) {
    throw APIError.from("BAD_REQUEST", { code: "CANNOT_DEMOTE_YOURSELF", message: "You cannot take away your own operator role" });
  }
}

const BAN_MAX_SECONDS = BAN_MAX_DAYS * 86_400;

/**
 * A ban's length is whole seconds from now, at least one and at most BAN_MAX_DAYS, or none (until lifted): a length
 * in the past, or past what a date can hold (a 500), is refused.
 */
export function checkOperatorBan(ctx: HookContext) {
  const seconds = bodyFields(ctx)?.banExpiresIn;
  if (seconds === undefined || seconds === null || typeof seconds !== "number") return; // the schema answers other types
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > BAN_MAX_SECONDS) {
    refuse("banExpiresIn", `Expected whole seconds from 1 to ${BAN_MAX_SECONDS}`);
  }
}
