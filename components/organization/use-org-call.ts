"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import type { StepResult } from "@/components/ui/use-step";
import { errorMessage, type AuthError } from "@/lib/auth/browser/error-message";
import { organizationApi, type OrganizationApi } from "@/lib/auth/browser/organization";

type Reply = { error?: AuthError | null } | null | undefined;
type Request = (api: OrganizationApi) => Promise<Reply>;

/**
 * Runs one organization call through the auth client (loaded on first use) and tells how it went: done (the
 * page's server data is read again, and `done`, when given, is said in a toast), or refused with a sentence in
 * the user's language. Callers show the pending state.
 */
export function useOrgCall() {
  const t = useTranslations("errors");
  const router = useRouter();
  return async function call(request: Request, done?: string): Promise<StepResult> {
    try {
      const reply = await request(await organizationApi());
      if (reply?.error) return { ok: false, message: errorMessage(t, reply.error) };
      router.refresh();
      if (done) toast.success(done);
      return { ok: true };
    } catch {
      return { ok: false, message: t("network") };
    }
  };
}

/**
 * useOrgCall for the buttons of a list's rows: which row's call is running (its button shows a spinner), and
 * the last refusal, to show above the list.
 */
export function useRowCalls() {
  const call = useOrgCall();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function run(row: string, request: Request, done: string) {
    setBusy(row);
    setError(null);
    const result = await call(request, done);
    setBusy(null);
    if (!result.ok) setError(result.message);
  }
  return { busy, error, run };
}
