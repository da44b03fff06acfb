"use client";
/**
 * The organization's name, address (slug, checked for availability as it is typed) and logo (uploaded, or a web
 * address; previewed as it will show). Owners and admins save it; everyone else reads it. A new slug moves the
 * pages to the new address.
 */
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Avatar } from "@/components/ui/avatar";
import { Field } from "@/components/ui/field";
import { FormCard } from "@/components/ui/form-card";
import { PictureUpload } from "@/components/ui/picture-upload";
import { useStep } from "@/components/ui/use-step";
import { pictureSrc } from "@/lib/picture";
import { LOGO_MAX, NAME_MAX, SLUG_MAX } from "@/lib/organization/fields";
import { orgFieldErrors, type OrgFieldErrors } from "./org-fields";
import { SlugStatus } from "./slug-status";
import { useOrgCall } from "./use-org-call";
import { useSlugCheck } from "./use-slug-check";

type Org = { id: string; name: string; slug: string; logo: string | null };

export function OrgSettingsForm({ org, canManage }: { org: Org; canManage: boolean }) {
  const t = useTranslations("org");
  const tv = useTranslations("org.validation");
  const router = useRouter();
  const call = useOrgCall();
  const [name, setName] = useState(org.name);
  const [slug, setSlug] = useState(org.slug);
  const [logo, setLogo] = useState(org.logo ?? "");
  const [errors, setErrors] = useState<OrgFieldErrors>({});
  const { pending, error, setError, run } = useStep();
  const slugState = useSlugCheck(slug, org.slug);
  const changed = name !== org.name || slug !== org.slug || logo !== (org.logo ?? "");

  async function submit() {
    const found = orgFieldErrors(tv, { name, slug, logo });
    setErrors(found);
    setError(null);
    if (Object.keys(found).length > 0 || slugState === "taken") return;
    const data = { name: name.trim(), slug, logo: logo.trim() || null };
    if (!(await run(() => call((api) => api.update({ organizationId: org.id, data }), t("settings.saved"))))) return;
    if (slug !== org.slug) router.replace(`/orgs/${slug}/settings`);
  }

  const edit = (key: keyof OrgFieldErrors, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  return (
    <FormCard
      id="org-profile"
      title={t("settings.profileTitle")}
      description={t("settings.profileLead")}
      onData={submit}
      submit={canManage && { label: t("settings.save"), pending, disabled: !changed || slugState === "checking" || slugState === "taken" }}
    >
      {!canManage && <Alert tone="info">{t("settings.readOnly")}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <fieldset disabled={!canManage} className="grid gap-5">
        <PictureUpload
          value={logo}
          onChange={edit("logo", setLogo)}
          disabled={!canManage}
          preview={<Avatar src={pictureSrc(logo)} name={name || org.name} shape="square" size="xl" />}
          hint={t("settings.logoHint")}
          address={{ label: t("settings.logo"), name: "logo", error: errors.logo, maxLength: LOGO_MAX + 1 }}
        />
        <Field
          label={t("create.name")}
          name="name"
          value={name}
          maxLength={NAME_MAX + 1}
          onChange={(e) => edit("name", setName)(e.target.value)}
          error={errors.name}
        />
        <Field
          label={t("create.slug")}
          name="slug"
          value={slug}
          maxLength={SLUG_MAX + 1}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => edit("slug", setSlug)(e.target.value.toLowerCase())}
          hint={
            slugState === "taken" ? undefined : slug === org.slug ? t("settings.slugHint") : <SlugStatus state={slugState} slug={slug} />
          }
          error={errors.slug ?? (slugState === "taken" ? t("create.slugTaken") : undefined)}
        />
      </fieldset>
    </FormCard>
  );
}
