import "server-only";
import type { BetterAuthPlugin, User } from "better-auth";
import { APIError, createAuthEndpoint, type createAuthMiddleware } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";
import { and, eq, gt } from "drizzle-orm";
import * as z from "zod";
import { db } from "@/db/client";
import { verification } from "@/db/schema";
import { changeEmailTokenTarget, VERIFY_EMAIL_PATH } from "@/lib/auth/internals/change-email";
import { forgetTrustedDevices } from "@/lib/auth/two-factor/trusted-devices";
import { baseURL } from "@/lib/env";
import { sendAuthMail } from "./mail";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type Adapter = HookContext["context"]["internalAdapter"];

/** How long the earlier address can undo a change of address. */
export const UNDO_DAYS = 7;
const UNDO_MS = UNDO_DAYS * 24 * 60 * 60 * 1000;

/** The page the notice's link opens: it asks before it undoes anything (a mail scanner opening links changes nothing). */
export const UNDO_PAGE = "/undo-email-change";
export const UNDO_PATH = "/undo-email-change";

const INVALID_TOKEN = { code: "INVALID_TOKEN", message: "Invalid token" };
const IN_USE = { code: "EMAIL_IN_USE_SINCE_CHANGE", message: "Another account has used this address since the change" };

/** One change of address that its earlier address may undo: the stored value behind an undo link's token. */
type Undo = { userId: string; from: string; to: string; issuedAt: number };
/**
 * A person's undone changes: for each, the issue time of the undo link used and when it was used. The undo links
 * issued between the two were for the changes it undid, mailed to addresses that were the account's only meanwhile:
 * void. Links issued before it stay good (the earliest address wins), as do those of changes made after it.
 */
type Undone = { voided: [after: number, until: number][] };

const undoIdentifier = (token: string) => `undo-email-change-${token}`;
const undoneIdentifier = (userId: string) => `email-change-undone-${userId}`;

function parsed<T>(value: string | undefined, keys: (keyof T)[]): T | null {
  try {
    const data = JSON.parse(value ?? "") as T;
    return data && keys.every((key) => data[key] !== undefined) ? data : null;
  } catch {
    return null;
  }
}
const parseUndo = (value?: string) => parsed<Undo>(value, ["userId", "from", "to", "issuedAt"]);

async function undoneChanges(adapter: Adapter, userId: string): Promise<Undone> {
  const row = await adapter.findVerificationValue(undoneIdentifier(userId));
  const undone = row && row.expiresAt > new Date() ? parsed<Undone>(row.value, ["voided"]) : null;
  return undone ?? { voided: [] };
}

const isVoided = (undone: Undone, issuedAt: number) => undone.voided.some(([after, until]) => issuedAt > after && issuedAt <= until);

/**
 * Whether a change-of-address link was issued before its account's last undone change: void then, or whoever asked
 * for it before the owner took the account back could still move it.
 */
export async function issuedBeforeUndo(adapter: Adapter, userId: string, issuedAt: number): Promise<boolean> {
  const { voided } = await undoneChanges(adapter, userId);
  return voided.some(([, until]) => issuedAt <= until);
}

/** The earlier address of a change, for the page that asks whether to undo it; null for a used, expired or unknown link. */
export async function undoOffer(token: string): Promise<{ from: string } | null> {
  const [row] = await db
    .select({ value: verification.value })
    .from(verification)
    .where(and(eq(verification.identifier, undoIdentifier(token)), gt(verification.expiresAt, new Date())))
    .limit(1);
  const undo = parseUndo(row?.value);
  return undo && { from: undo.from };
}

/** Mails the earlier address that it is no longer the account's, with the link that takes it back. */
async function offerUndo(adapter: Adapter, user: User & { locale?: number | null }, from: string): Promise<void> {
  const token = generateRandomString(32, "0-9", "a-z");
  const undo: Undo = { userId: user.id, from, to: user.email, issuedAt: Date.now() };
  await adapter.createVerificationValue({
    identifier: undoIdentifier(token),
    value: JSON.stringify(undo),
    expiresAt: new Date(undo.issuedAt + UNDO_MS),
  });
  // In the owner's stored language: whoever opened the link to the new address may not be the owner.
  await sendAuthMail(
    "emailChanged",
    { email: from, name: user.name, locale: user.locale },
    `${baseURL}${UNDO_PAGE}?token=${token}`,
    undefined,
    {
      newEmail: user.email,
    },
  );
}

/**
 * A change of address tells the earlier address, if it was verified, which can undo it for UNDO_DAYS: the account
 * gets that address back (verified: the link reached it), every session of the account ends, every device trusted
 * for two-step sign-in is forgotten, and every link issued before, to change the address or to undo a later change,
 * stops working. Someone who got hold of a session and moved the account to their own address so loses it, however
 * many changes they made; the earliest address's link wins. An address never verified is told nothing.
 */
export const undoEmailChangePlugin = () =>
  ({
    id: "undo-email-change",
    init: () => ({
      options: {
        databaseHooks: {
          user: {
            update: {
              // The change itself: better-auth's /verify-email writes the token's new address.
              after: async (user, ctx) => {
                const token = (ctx?.query as { token?: unknown } | undefined)?.token;
                if (!ctx || ctx.path !== VERIFY_EMAIL_PATH || typeof token !== "string") return;
                const change = await changeEmailTokenTarget(token, ctx.context.secret);
                if (!change?.from || change.updateTo !== user.email.toLowerCase() || change.from === change.updateTo) return;
                // An address never proven may be a stranger's (a typo at sign-up): it hears nothing and cannot undo.
                if (!change.fromVerified) return;
                await offerUndo(ctx.context.internalAdapter, user, change.from);
              },
            },
          },
        },
      },
    }),
    endpoints: {
      undoEmailChange: createAuthEndpoint(
        UNDO_PATH,
        { method: "POST", body: z.object({ token: z.string().min(1).max(128) }) },
        async (ctx) => {
          const adapter = ctx.context.internalAdapter;
          const identifier = undoIdentifier(ctx.body.token);
          const stored = await adapter.findVerificationValue(identifier);
          const undo = stored && stored.expiresAt > new Date() ? parseUndo(stored.value) : null;
          if (!undo) throw APIError.from("BAD_REQUEST", INVALID_TOKEN);
          const undone = await undoneChanges(adapter, undo.userId);
          if (isVoided(undone, undo.issuedAt)) throw APIError.from("BAD_REQUEST", INVALID_TOKEN);
          const user = await adapter.findUserById(undo.userId);
          if (!user) throw APIError.from("BAD_REQUEST", INVALID_TOKEN);
          const holder = await adapter.findUserByEmail(undo.from);
          // Someone else's now (it was free once the change let it go): the link stays usable once that changes.
          if (holder && holder.user.id !== user.id) throw APIError.from("BAD_REQUEST", IN_USE);
          // Used once: of two requests at once with the same link, one goes on.
          if (!(await adapter.consumeVerificationValue(identifier))) throw APIError.from("BAD_REQUEST", INVALID_TOKEN);
          await adapter.updateUser(user.id, { email: undo.from, emailVerified: true });
          await adapter.deleteUserSessions(user.id);
          // A device trusted meanwhile would skip the second step for whoever knows the password.
          await forgetTrustedDevices(user.id);
          const now = Date.now();
          // Older intervals are kept only while a link they void could still be used.
          const voided: Undone["voided"] = [...undone.voided.filter(([, until]) => until + UNDO_MS > now), [undo.issuedAt, now]];
          await adapter.deleteVerificationByIdentifier(undoneIdentifier(user.id));
          await adapter.createVerificationValue({
            identifier: undoneIdentifier(user.id),
            value: JSON.stringify({ voided } satisfies Undone),
            expiresAt: new Date(now + UNDO_MS),
          });
          deleteSessionCookie(ctx);
          return ctx.json({ status: true });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
