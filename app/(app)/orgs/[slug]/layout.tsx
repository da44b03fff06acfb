import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { OrgTabs } from "@/components/organization/org-tabs";
import { currentOrganization } from "@/lib/organization/current";

export default async function OrganizationLayout({ children, params }: { children: ReactNode; params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const [org, t] = await Promise.all([currentOrganization(slug), getTranslations("org")]);
  return (
    <div className="flex w-full flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{org.organization.name}</h1>
        <p className="text-sm text-zinc-500">{t("overview.yourRole", { role: t(`roles.${org.role}`) })}</p>
      </div>
      <OrgTabs slug={slug} canManage={org.canManage} />
      {children}
    </div>
  );
}
