import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { OrgNav } from "@/components/organization/org-nav";
import { Avatar } from "@/components/ui/avatar";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { currentOrganization } from "@/lib/organization/current";

/**
 * Every organization page: the organization's name, logo and the viewer's role, its sections beside the page
 * (above it on a phone). Wider than the app's default column, as settings pages with a side navigation are.
 * Only the navigation's messages go to the browser from here: a section that has forms or tables of its own sends
 * theirs from its own layout (members/layout.tsx and its siblings), as all of "org" and "errors" on every page was
 * 30 KB more of each page's HTML (the overview answers about a fifth sooner without them).
 */
export default async function OrganizationLayout({ children, params }: { children: ReactNode; params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const [org, t] = await Promise.all([currentOrganization(slug), getTranslations("org")]);
  const o = org.organization;
  return (
    <ClientMessages namespaces={["org.nav"]}>
      <div data-layout="wide" className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 md:gap-8 lg:py-10">
        <div className="flex items-center gap-4">
          <Avatar src={o.logo} name={o.name} shape="square" size="lg" />
          <div className="grid min-w-0 gap-1">
            <h1 className="text-xl font-semibold tracking-tight [overflow-wrap:anywhere] sm:text-2xl">{o.name}</h1>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
              <span className="[overflow-wrap:anywhere]">/orgs/{o.slug}</span>
              {/* On a phone the two wrap onto rows of their own, where a separator would dangle at a line's end. */}
              <span aria-hidden className="hidden sm:inline">
                ·
              </span>
              <span>{t("overview.yourRole", { role: t(`roles.${org.role}`) })}</span>
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-6 md:flex-row md:gap-10">
          <OrgNav slug={slug} canManage={org.canManage} />
          <div className="flex min-w-0 flex-1 flex-col gap-6">{children}</div>
        </div>
      </div>
    </ClientMessages>
  );
}
