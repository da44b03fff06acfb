import { History } from "lucide-react";
import { notFound } from "next/navigation";
import { getNow, getTranslations } from "next-intl/server";
import { ActivityEntry } from "@/components/organization/activity-entry";
import { PageLinks } from "@/components/organization/page-links";
import { SectionHeader } from "@/components/organization/section-header";
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
      <PageLinks
        label={t("pages")}
        paged={Boolean(cursor)}
        next={page.next ? `?before=${page.next}` : null}
        words={{ first: t("newest"), next: t("older") }}
      />
    </>
  );
}
