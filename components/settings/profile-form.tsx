"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useAuthAction } from "@/components/auth/use-auth-action";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { authClient } from "@/lib/auth/client";

export function ProfileForm({ name, image }: { name: string; image: string }) {
  const t = useTranslations("settings.profile");
  const tc = useTranslations("common");
  const router = useRouter();
  const { pending, error, run } = useAuthAction();
  const [saved, setSaved] = useState(false);

  async function submit(form: FormData) {
    setSaved(false);
    const picture = String(form.get("image")).trim();
    const result = await run(() => authClient.updateUser({ name: String(form.get("name")), image: picture || null }));
    if (result && !result.error) {
      setSaved(true);
      router.refresh();
    }
  }

  return (
    <Card title={t("title")} id="profile">
      <Form onData={submit} className="flex flex-col gap-4">
        {error && <Alert tone="error">{error}</Alert>}
        {saved && <Alert tone="success">{tc("saved")}</Alert>}
        <Field label={tc("name")} name="name" defaultValue={name} required maxLength={200} autoComplete="name" />
        <Field label={t("image")} name="image" type="url" defaultValue={image} maxLength={2000} />
        <Button type="submit" disabled={pending} className="self-start">
          {tc("save")}
        </Button>
      </Form>
    </Card>
  );
}
