import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ScrollText } from "lucide-react";
import { AdminPageHeader } from "@/components/admin/page-header";
import { AuditList } from "@/components/admin/audit-list";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { listAudit } from "@/lib/admin/audit";
import { requireOperator } from "@/lib/admin/guard";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.audit");
  return { title: t("title") };
}

/** ?before=<id> pages back through the log; anything else is the first page. */
function parseBefore(value: string | string[] | undefined): number | undefined {
  const n = typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

export default async function AuditLogPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireOperator();
  const params = await searchParams;
  const before = parseBefore(params.before);
  const [t, page] = await Promise.all([getTranslations("admin.audit"), listAudit({ before })]);
  return (
    <>
      <AdminPageHeader title={t("title")} description={t("description")} />
      <Card id="audit-log" contentClassName="p-0 sm:p-0">
        {page.rows.length ? (
          <AuditList rows={page.rows} />
        ) : (
          <EmptyState icon={<ScrollText />} title={t("empty")} text={t("emptyText")} className="m-4" />
        )}
      </Card>
      <div className="flex justify-end gap-2">
        {before && (
          <Button asChild variant="outline" size="sm">
            <Link href="/admin/audit">{t("newest")}</Link>
          </Button>
        )}
        {page.next && (
          <Button asChild variant="outline" size="sm">
            <Link href={`/admin/audit?before=${page.next}`}>{t("older")}</Link>
          </Button>
        )}
      </div>
    </>
  );
}
