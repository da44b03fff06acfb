"use server";
import { and, eq } from "drizzle-orm";
import { headers } from "next/headers";
import { z } from "zod";
import { db } from "@/db/client";
import { session as sessionTable } from "@/db/schema";
import { signedInAction } from "@/lib/action";
import { auth } from "@/lib/auth/server/auth";
import { imageProblem, nameProblem } from "./rules";

/**
 * The account's changes that need no password. Those that check one (change password, change e-mail, delete
 * account) go from the browser to /api/auth, where the per-address rate limits stop password guessing; a
 * server action calling auth.api would skip them.
 */

function codeOf(error: unknown): string {
  const body = (error as { body?: { code?: string } } | null)?.body;
  return body?.code ?? "generic";
}

async function call(run: (requestHeaders: Headers) => Promise<unknown>): Promise<{ ok: true } | { ok: false; code: string }> {
  try {
    await run(await headers());
    return { ok: true };
  } catch (error) {
    return { ok: false, code: codeOf(error) };
  }
}

const profileInput = z.object({
  name: z.string().refine((name) => !nameProblem(name)),
  image: z.string().refine((image) => !imageProblem(image)),
});

export const updateProfileAction = signedInAction({ input: profileInput, messages: "errors" }, ({ name, image }) =>
  call((requestHeaders) => auth.api.updateUser({ body: { name: name.trim(), image: image.trim() || null }, headers: requestHeaders })),
);

/** /set-password is server-only in better-auth: offered to users who signed up by magic link or a provider. */
export const setPasswordAction = signedInAction(
  { input: z.object({ newPassword: z.string().min(1).max(1024) }), messages: "errors" },
  (body) => call((requestHeaders) => auth.api.setPassword({ body, headers: requestHeaders })),
);

/** Signs one of the user's own sessions out, named by its id: session tokens never leave the server. */
export const revokeSessionAction = signedInAction(
  { input: z.object({ id: z.string().min(1).max(200) }), messages: "errors" },
  async ({ id }, current) => {
    const [row] = await db
      .select({ token: sessionTable.token })
      .from(sessionTable)
      .where(and(eq(sessionTable.id, id), eq(sessionTable.userId, current.user.id)));
    if (!row) return { ok: false, code: "SESSION_NOT_FOUND" };
    return call((requestHeaders) => auth.api.revokeSession({ body: { token: row.token }, headers: requestHeaders }));
  },
);

export const revokeOtherSessionsAction = signedInAction({ input: z.object({}), messages: "errors" }, () =>
  call((requestHeaders) => auth.api.revokeOtherSessions({ headers: requestHeaders })),
);

/** By our account row id (better-auth checks that it is the user's). better-auth refuses to unlink the last account itself (unless ALLOW_UNLINKING_ALL); the page also says so first. */
export const unlinkAccountAction = signedInAction(
  { input: z.object({ accountId: z.string().min(1).max(200) }), messages: "errors" },
  ({ accountId }) => call((requestHeaders) => auth.api.unlinkAccount({ body: { accountId }, headers: requestHeaders })),
);

/** Starts linking a provider: the browser is sent to the address returned (the provider's consent screen). */
export const linkAccountAction = signedInAction(
  { input: z.object({ providerId: z.string().min(1).max(100) }), messages: "errors" },
  async ({ providerId }) => {
    const back = "/settings/accounts";
    try {
      const reply = await auth.api.linkSocialAccount({
        body: { provider: providerId, callbackURL: back, errorCallbackURL: back },
        headers: await headers(),
      });
      return { ok: true as const, url: reply.url };
    } catch (error) {
      return { ok: false as const, code: codeOf(error) };
    }
  },
);
