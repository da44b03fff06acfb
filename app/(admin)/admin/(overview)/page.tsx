import type { Metadata } from "next";
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/page-header";
import { AuditList } from "@/components/admin/audit-list";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { listAudit } from "@/lib/admin/audit";
import { requireOperator } from "@/lib/admin/guard";
import { overviewFigures } from "@/lib/admin/overview";
import { ScrollText } from "lucide-react";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.overview");
  return { title: t("title") };
}

const FIGURES = [
  ["users", "/admin/users"],
  ["newUsers", "/admin/users"],
  ["organizations", "/admin/organizations"],
  ["sessions", null],
  ["operators", "/admin/users?filter=operators"],
  ["banned", "/admin/users?filter=banned"],
] as const;

export default async function AdminOverviewPage() {
  await requireOperator();
  const [t, format, figures, recent] = await Promise.all([
    getTranslations("admin.overview"),
    getFormatter(),
    overviewFigures(),
    listAudit({ limit: 8 }),
  ]);
  return (
    <>
      <AdminPageHeader title={t("title")} description={t("description")} />
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {FIGURES.map(([key, href]) => (
          <div key={key} className="grid gap-1 rounded-xl border bg-card p-4 shadow-xs">
            <dt className="text-sm text-muted-foreground">{t(`figures.${key}`)}</dt>
            <dd className="text-2xl font-semibold tabular-nums">
              {href ? (
                <Link
                  href={href}
                  className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {format.number(figures[key])}
                </Link>
              ) : (
                format.number(figures[key])
              )}
            </dd>
          </div>
        ))}
      </dl>
      <Card
        id="recent-actions"
        title={t("recent")}
        actions={
          <Button asChild variant="outline" size="sm">
            <Link href="/admin/audit">{t("allActions")}</Link>
          </Button>
        }
      >
        {recent.rows.length ? (
          <AuditList rows={recent.rows} />
        ) : (
          <EmptyState icon={<ScrollText />} title={t("noActions")} text={t("noActionsText")} />
        )}
      </Card>
    </>
  );
}
