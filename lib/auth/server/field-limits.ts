import "server-only";
import { APIError } from "better-auth/api";
import { IMAGE_MAX, NAME_MAX } from "@/lib/account/rules";
import { localeOfCode } from "@/lib/i18n/locales";
import { isSlug, LOGO_MAX, NAME_MAX as ORGANIZATION_NAME_MAX, SLUG_MAX, TEAM_NAME_MAX } from "@/lib/organization/fields";
import { pictureProblem } from "@/lib/picture";

/**
 * The limits the forms show, held by the auth server for every caller: better-auth's schemas put no length on a
 * person's name, an organization's name or a team's name, and take any string as a picture. Each limit comes from
 * its client-safe home (lib/account/rules.ts, lib/organization/fields.ts), so a form and the server cannot disagree.
 */

const PROFILE_LIMITS = { name: NAME_MAX, image: IMAGE_MAX } as const;
const ORGANIZATION_LIMITS = { name: ORGANIZATION_NAME_MAX, logo: LOGO_MAX } as const;

/**
 * 400 VALIDATION_ERROR naming the field of the body (or of the query), as an endpoint's schema would: the app's
 * checks of what the library's schemas let through all refuse through this one.
 */
export function invalid(field: string, problem: string, source: "body" | "query" = "body"): never {
  throw new APIError("BAD_REQUEST", { code: "VALIDATION_ERROR", message: `[${source}.${field}] ${problem}` });
}

export const tooLong = (field: string, max: number) => invalid(field, `Too long (at most ${max} characters)`);

/** A picture sent by a client (a user's image, an organization's logo) as the forms allow it (lib/picture.ts). */
function assertPicture(field: string, value: string) {
  if (pictureProblem(value) === "invalid") invalid(field, "Expected an http(s) address or an inline PNG, JPEG, WebP or GIF image");
}

/** A language sent by a client must be one of the eight numeric codes. */
function assertLocaleField(body: Record<string, unknown> | undefined) {
  const value = body?.locale;
  if (value === undefined || value === null) return;
  if (typeof value !== "number" || !localeOfCode(value)) {
    throw new APIError("BAD_REQUEST", { code: "INVALID_LOCALE", message: "Invalid language" });
  }
}

/**
 * /sign-up/email and /update-user (and an operator's /admin/update-user, whose fields are its `data`, prefix
 * "data."): /update-user takes its fields untyped (a number would be stored as a name), so each is a string within
 * the form's limit, or null for the image, which must be a picture.
 */
export function checkProfileFields(body: Record<string, unknown> | undefined, prefix = "") {
  assertLocaleField(body);
  if (!body || typeof body !== "object") return;
  for (const [field, max] of Object.entries(PROFILE_LIMITS)) {
    if (!(field in body) || body[field] === undefined) continue;
    const value = body[field];
    const where = `${prefix}${field}`;
    if (field === "image" && value === null) continue;
    if (typeof value !== "string") invalid(where, "Expected a string");
    if (value.length > max) tooLong(where, max);
    if (field === "image") assertPicture(where, value);
  }
}

/**
 * A slug as the forms make it, the one the organization's addresses (/orgs/<slug>) are built from: the library
 * takes any string, spaces and capitals included, of any length.
 */
export function assertSlug(value: unknown, where: string) {
  if (typeof value !== "string") return; // the endpoint's schema answers other types
  if (!isSlug(value))
    invalid(where, `Expected lower-case letters and digits, words joined by single hyphens, at most ${SLUG_MAX} characters`);
}

/** An organization's name, slug and logo, on creation (the body, prefix "") and update (its `data`, prefix "data."). */
export function assertOrganizationFields(fields: unknown, prefix: string) {
  if (!fields || typeof fields !== "object") return; // the endpoint's schema refuses it
  const body = fields as Record<string, unknown>;
  assertSlug(body.slug, `${prefix}slug`);
  for (const [field, max] of Object.entries(ORGANIZATION_LIMITS)) {
    const value = body[field];
    if (typeof value !== "string") continue; // the endpoint's schema answers other types
    if (value.length > max) tooLong(`${prefix}${field}`, max);
    if (field === "logo") assertPicture(`${prefix}${field}`, value);
  }
}

/**
 * A team's name, on creation (the body, prefix "") and rename (its `data`, prefix "data."): at most the forms'
 * limit, and at least one character on creation too (the library checks the minimum on rename only).
 */
export function assertTeamName(fields: unknown, prefix: string) {
  const name = fields && typeof fields === "object" ? (fields as { name?: unknown }).name : undefined;
  if (typeof name !== "string") return; // the endpoint's schema answers other types
  if (name.length < 1) invalid(`${prefix}name`, "Too small: expected string to have >=1 characters");
  if (name.length > TEAM_NAME_MAX) tooLong(`${prefix}name`, TEAM_NAME_MAX);
}
