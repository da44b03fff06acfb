"use server";
import { headers } from "next/headers";
import { z } from "zod";
import { signedInAction } from "@/lib/action";
import { auth } from "@/lib/auth/server";

function codeOf(error: unknown): string {
  const body = (error as { body?: { code?: string } } | null)?.body;
  return body?.code ?? "generic";
}

/** /set-password is server-only in better-auth: offered to users who signed up by magic link or a provider. */
export const setPasswordAction = signedInAction({ input: z.object({ newPassword: z.string().min(1).max(1024) }), messages: "errors" }, async (body) => {
  try {
    await auth.api.setPassword({ body, headers: await headers() });
    return { ok: true };
  } catch (error) {
    return { ok: false, code: codeOf(error) };
  }
});
