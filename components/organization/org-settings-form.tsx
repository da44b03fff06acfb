"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useAuthAction } from "@/components/auth/use-auth-action";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { authClient } from "@/lib/auth/client";
import { SLUG_PATTERN } from "@/lib/organization/slug";
import { MetadataEditor, type Pair } from "./metadata-editor";

type Org = { id: string; name: string; slug: string; logo: string | null; metadata: Record<string, string> };

export function OrgSettingsForm({ org, canManage }: { org: Org; canManage: boolean }) {
  const t = useTranslations("org");
  const router = useRouter();
  const { pending, error, run } = useAuthAction();
  const [saved, setSaved] = useState(false);
  const [pairs, setPairs] = useState<Pair[]>(Object.entries(org.metadata).map(([key, value]) => ({ key, value })));

  async function submit(form: FormData) {
    setSaved(false);
    const slug = String(form.get("slug")).trim();
    const logo = String(form.get("logo")).trim();
    const metadata = Object.fromEntries(pairs.filter((p) => p.key.trim()).map((p) => [p.key.trim(), p.value]));
    const result = await run(() =>
      authClient.organization.update({ organizationId: org.id, data: { name: String(form.get("name")).trim(), slug, logo: logo || undefined, metadata } }),
    );
    if (result && !result.error) {
      setSaved(true);
      if (slug !== org.slug) router.push(`/orgs/${slug}/settings`);
      router.refresh();
    }
  }

  return (
    <Form onData={submit} className="flex flex-col gap-4">
      {!canManage && <Alert tone="info">{t("settings.readOnly")}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      {saved && <Alert tone="success">{t("settings.saved")}</Alert>}
      <fieldset disabled={!canManage} className="flex flex-col gap-4">
        <Field label={t("create.name")} name="name" defaultValue={org.name} required maxLength={100} />
        <Field label={t("create.slug")} name="slug" defaultValue={org.slug} required maxLength={64} pattern={SLUG_PATTERN} />
        <Field label={t("settings.logo")} name="logo" type="url" defaultValue={org.logo ?? ""} maxLength={2000} />
      </fieldset>
      <MetadataEditor pairs={pairs} onChange={setPairs} disabled={!canManage} />
      {canManage && (
        <Button type="submit" disabled={pending} className="self-start">
          {t("settings.title")}
        </Button>
      )}
    </Form>
  );
}
