import { History } from "lucide-react";
import { notFound } from "next/navigation";
import { getNow, getTranslations } from "next-intl/server";
import { ActivityEntry } from "@/components/organization/activity-entry";
import { ActivityFilter } from "@/components/organization/activity-filter";
import { listAddress, PageLinks } from "@/components/organization/page-links";
import { SectionHeader } from "@/components/organization/section-header";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { decodeCursor } from "@/lib/keyset";
import { ACTIVITY_KINDS, activityKind, type ActivityKind } from "@/lib/organization/activity";
import { listActivity } from "@/lib/organization/activity-queries";
import { currentOrganization } from "@/lib/organization/current";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ before?: string | string[]; kind?: string | string[] }> };

/** Owners and admins only; newest first, one keyset page at a time, all of it or one kind of entry. */
export default async function ActivityPage({ params, searchParams }: Props) {
  const [{ slug }, { before, kind: rawKind }] = await Promise.all([params, searchParams]);
  const org = await currentOrganization(slug);
  const cursor = decodeCursor(typeof before === "string" ? before : undefined);
  const kind = activityKind(rawKind);
  const page = await listActivity({
    organizationId: org.organization.id,
    viewerUserId: org.session.user.id,
    limit: 25,
    before: cursor,
    kind,
  });
  if (!page) notFound();
  const [t, now] = await Promise.all([getTranslations("org.activity"), getNow()]);
  const kinds = ["all", ...(Object.keys(ACTIVITY_KINDS) as ActivityKind[])] as const;
  return (
    <>
      <SectionHeader title={t("title")} description={t("lead")} />
      <ActivityFilter
        label={t("filterLabel")}
        current={kind ?? "all"}
        options={kinds.map((k) => ({ value: k, label: t(`kinds.${k}`), href: listAddress({ kind: k === "all" ? undefined : k }) }))}
      />
      <Card>
        {page.entries.length === 0 ? (
          <EmptyState icon={<History />} title={kind ? t("noneOfKind") : t("none")} text={kind ? undefined : t("noneText")} />
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
        first={listAddress({ kind })}
        next={page.next ? listAddress({ kind, before: page.next }) : null}
        words={{ first: t("newest"), next: t("older") }}
      />
    </>
  );
}
