import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { AdminNav } from "@/components/admin/admin-nav";
import { requireOperator } from "@/lib/admin/guard";
import { ClientMessages } from "@/lib/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: { default: t("title"), template: `%s · ${t("title")}` } };
}

/**
 * The console's frame: its title, the side navigation (components/admin/nav-config.ts) and the section. Only an
 * operator gets here; every page and action under it checks again (lib/admin/guard.ts), since a layout alone
 * does not stop a page that renders in parallel. Only the navigation's messages go to the browser from here: a
 * section with forms or charts sends theirs from its own layout (users/layout.tsx and its siblings), as all of the
 * console's (45 KB with the errors) made every page's HTML that much heavier.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requireOperator();
  const t = await getTranslations("admin");
  return (
    <ClientMessages namespaces={["admin.nav"]}>
      <div data-layout="wide" className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 md:py-10">
        <header className="mb-6 grid gap-1 md:mb-8">
          <p className="text-sm font-medium text-muted-foreground">{t("title")}</p>
        </header>
        <div className="grid gap-6 md:grid-cols-[12rem_minmax(0,1fr)] md:gap-10 lg:grid-cols-[13rem_minmax(0,1fr)]">
          <AdminNav />
          <div className="flex min-w-0 flex-col gap-6">{children}</div>
        </div>
      </div>
    </ClientMessages>
  );
}
