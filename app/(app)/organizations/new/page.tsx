import { Building2 } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CreateOrgForm } from "@/components/organization/create-org-form";
import { Card } from "@/components/ui/card";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("org.create");
  return { title: t("title") };
}

export default async function NewOrganizationPage() {
  const t = await getTranslations("org.create");
  return (
    <div className="flex w-full max-w-lg flex-col gap-6">
      <div className="grid justify-items-start gap-3">
        <div className="flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary" aria-hidden>
          <Building2 className="size-5" />
        </div>
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
          <p className="text-sm text-muted-foreground">{t("lead")}</p>
        </div>
      </div>
      <Card>
        <CreateOrgForm />
      </Card>
    </div>
  );
}
