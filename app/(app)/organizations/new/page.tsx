import { getTranslations } from "next-intl/server";
import { CreateOrgForm } from "@/components/organization/create-org-form";
import { Card } from "@/components/ui/card";

export default async function NewOrganizationPage() {
  const t = await getTranslations("org.create");
  return (
    <div className="w-full max-w-md">
      <Card>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <CreateOrgForm />
      </Card>
    </div>
  );
}
