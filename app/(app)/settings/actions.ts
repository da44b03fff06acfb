"use server";
import { headers } from "next/headers";
import { z } from "zod";
import { auth } from "@/lib/auth/server";

export type ActionResult = { ok: true } | { ok: false; code: string };

const setPasswordInput = z.object({ newPassword: z.string().min(1).max(1024) });

function codeOf(error: unknown): string {
  const body = (error as { body?: { code?: string } } | null)?.body;
  return body?.code ?? "generic";
}

/** /set-password is server-only in better-auth: offered to users who signed up by magic link or a provider. */
export async function setPasswordAction(input: { newPassword: string }): Promise<ActionResult> {
  const parsed = setPasswordInput.safeParse(input);
  if (!parsed.success) return { ok: false, code: "VALIDATION_ERROR" };
  try {
    await auth.api.setPassword({ body: parsed.data, headers: await headers() });
    return { ok: true };
  } catch (error) {
    return { ok: false, code: codeOf(error) };
  }
}
