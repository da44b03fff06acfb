import { ChevronLeft, ChevronRight, History } from "lucide-react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getNow, getTranslations } from "next-intl/server";
import { ActivityEntry } from "@/components/organization/activity-entry";
import { SectionHeader } from "@/components/organization/section-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { decodeCursor } from "@/lib/keyset";
import { listActivity } from "@/lib/organization/activity-queries";
import { currentOrganization } from "@/lib/organization/current";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ before?: string }> };

/** Owners and admins only; newest first, one keyset page at a time. */
export default async function ActivityPage({ params, searchParams }: Props) {
  const [{ slug }, { before }] = await Promise.all([params, searchParams]);
  const org = await currentOrganization(slug);
  const cursor = decodeCursor(before);
  const page = await listActivity({ organizationId: org.organization.id, viewerUserId: org.session.user.id, limit: 25, before: cursor });
  if (!page) notFound();
  const [t, now] = await Promise.all([getTranslations("org.activity"), getNow()]);
  return (
    <>
      <SectionHeader title={t("title")} description={t("lead")} />
      <Card>
        {page.entries.length === 0 ? (
          <EmptyState icon={<History />} title={t("none")} text={t("noneText")} />
        ) : (
          <ol className="-my-3 flex flex-col divide-y">
            {page.entries.map((entry) => (
              <ActivityEntry key={entry.id} entry={entry} now={now} />
            ))}
          </ol>
        )}
      </Card>
      {(cursor || page.next) && (
        <nav aria-label={t("pages")} className="flex flex-wrap justify-between gap-2">
          {cursor ? (
            <Button asChild variant="outline" size="sm">
              <Link href="?">
                <ChevronLeft aria-hidden />
                {t("newest")}
              </Link>
            </Button>
          ) : (
            <span />
          )}
          {page.next && (
            <Button asChild variant="outline" size="sm">
              <Link href={`?before=${page.next}`}>
                {t("older")}
                <ChevronRight aria-hidden />
              </Link>
            </Button>
          )}
        </nav>
      )}
    </>
  );
}
