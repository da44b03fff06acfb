"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useAuthAction } from "@/components/auth/use-auth-action";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { authClient } from "@/lib/auth/client";

/** Owner only; the slug must be typed to confirm. */
export function DeleteOrg({ organizationId, slug }: { organizationId: string; slug: string }) {
  const t = useTranslations("org.delete");
  const router = useRouter();
  const { pending, error, run } = useAuthAction();
  const [typed, setTyped] = useState("");

  async function remove() {
    const result = await run(() => authClient.organization.delete({ organizationId }));
    if (result && !result.error) {
      router.push("/");
      router.refresh();
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("lead")}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <Field label={t("confirmLabel", { slug })} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
      <Button variant="danger" disabled={pending || typed !== slug} onClick={remove} className="self-start">
        {t("submit")}
      </Button>
    </div>
  );
}
