"use client";
/** "Create key": a name, the scopes the person's role allows (checkboxes per resource), an expiry; the secret goes to onCreated. */
import { useTranslations } from "next-intl";
import { useState, type ReactElement } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, NativeSelect } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import type { StepResult } from "@/components/ui/use-step";
import { EXPIRY_DAYS, KEY_NAME_MAX } from "@/lib/api/keys/config";
import { RESOURCES, type Action, type Scopes } from "@/lib/api/scope-list";
import { errorMessage } from "@/lib/auth/browser/error-message";
import { post } from "@/lib/auth/browser/public-client";

function scopesFrom(form: FormData): Scopes {
  const scopes: Scopes = {};
  for (const value of form.getAll("scope")) {
    const [resource, action] = String(value).split(":") as [keyof Scopes, Action];
    if (RESOURCES.includes(resource)) scopes[resource] = [...(scopes[resource] ?? []), action];
  }
  return scopes;
}

export function CreateKeyDialog({
  allowed,
  organizationId,
  onCreated,
  trigger,
}: {
  allowed: Scopes;
  organizationId?: string;
  onCreated: (secret: string) => void;
  trigger: ReactElement;
}) {
  const t = useTranslations("apiKeys");
  const te = useTranslations("errors");
  const [nameError, setNameError] = useState(false);

  async function submit(form: FormData): Promise<StepResult | undefined> {
    const name = String(form.get("name") ?? "").trim();
    const bad = !name || name.length > KEY_NAME_MAX;
    setNameError(bad);
    if (bad) return undefined;
    const days = Number(form.get("expiry"));
    const reply = await post("/api-key/create")({
      name,
      permissions: scopesFrom(form),
      ...(days > 0 ? { expiresIn: days * 86_400 } : {}),
      ...(organizationId ? { organizationId } : {}),
    });
    if (reply.error || !reply.data?.key) return { ok: false, message: errorMessage(te, reply.error) };
    onCreated(String(reply.data.key));
    return { ok: true };
  }

  const offered = RESOURCES.filter((resource) => (allowed[resource] ?? []).length > 0);
  return (
    <FormDialog
      trigger={trigger}
      title={t("createTitle")}
      description={t("createText")}
      closeLabel={t("close")}
      cancelLabel={t("cancel")}
      submitLabel={t("create")}
      formLabel={t("createTitle")}
      onSubmit={submit}
    >
      <Field
        label={t("name")}
        name="name"
        maxLength={KEY_NAME_MAX}
        hint={t("nameHint")}
        error={nameError ? t("nameRequired") : undefined}
        autoComplete="off"
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t("scopes")}</legend>
        <p className="text-sm text-muted-foreground">{t("scopesHint")}</p>
        {offered.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("noScopesOffered")}</p>
        ) : (
          <div className="grid gap-2">
            {offered.map((resource) => (
              <div key={resource} className="flex flex-wrap items-center gap-x-4 gap-y-1">
                <span className="min-w-32 text-sm">{t(`resources.${resource}`)}</span>
                {(allowed[resource] ?? []).map((action) => (
                  <label key={action} className="flex items-center gap-2 text-sm">
                    <Checkbox name="scope" value={`${resource}:${action}`} />
                    {t(`actions.${action}`)}
                  </label>
                ))}
              </div>
            ))}
          </div>
        )}
      </fieldset>
      <FormField label={t("expiry")}>
        <NativeSelect name="expiry" defaultValue="90">
          <option value="0">{t("never")}</option>
          {EXPIRY_DAYS.map((days) => (
            <option key={days} value={days}>
              {t("days", { count: days })}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </FormDialog>
  );
}
