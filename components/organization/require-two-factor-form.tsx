"use client";
/** The owner's switch "Members must use two-step sign-in", saved on its own like the other settings cards. */
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Checkbox } from "@/components/ui/checkbox";
import { FormCard } from "@/components/ui/form-card";
import { useStep } from "@/components/ui/use-step";
import { useOrgCall } from "./use-org-call";

export function RequireTwoFactorForm({ organizationId, required }: { organizationId: string; required: boolean }) {
  const t = useTranslations("org.settings");
  const call = useOrgCall();
  const [wanted, setWanted] = useState(required);
  const [stored, setStored] = useState(required);
  const { pending, error, run } = useStep();

  async function save() {
    if (await run(() => call((api) => api.update({ organizationId, data: { requireTwoFactor: wanted } }), t("twoFactorSaved"))))
      setStored(wanted);
  }

  return (
    <FormCard
      id="require-two-factor"
      title={t("twoFactorTitle")}
      description={t("twoFactorLead")}
      onData={save}
      submit={{ label: t("save"), pending, disabled: wanted === stored }}
    >
      {error && <Alert tone="error">{error}</Alert>}
      <label className="flex w-fit items-center gap-2 text-sm">
        <Checkbox name="requireTwoFactor" checked={wanted} onChange={(event) => setWanted(event.target.checked)} />
        {t("twoFactorRequire")}
      </label>
    </FormCard>
  );
}
