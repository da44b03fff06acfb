"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { errorMessage, type AuthError } from "@/lib/auth/browser/error-message";
import type { StepResult } from "@/components/ui/use-dialog-step";

type Reply = { error?: AuthError | null } | null | undefined;

/**
 * Runs one organization call through the auth client and tells how it went: done (and the page's server
 * data is read again), or refused with a sentence in the user's language. Callers show the pending state.
 */
export function useOrgCall() {
  const t = useTranslations("errors");
  const router = useRouter();
  return async function call(request: () => Promise<Reply>): Promise<StepResult> {
    try {
      const reply = await request();
      if (reply?.error) return { ok: false, message: errorMessage(t, reply.error) };
      router.refresh();
      return { ok: true };
    } catch {
      return { ok: false, message: t("network") };
    }
  };
}
