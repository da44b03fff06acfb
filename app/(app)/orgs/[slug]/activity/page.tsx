import Link from "next/link";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { decodeCursor } from "@/lib/keyset";
import { listActivity } from "@/lib/organization/activity-queries";
import { ACTIVITY_ACTIONS, type ActivityAction } from "@/lib/organization/activity";
import { currentOrganization } from "@/lib/organization/current";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ before?: string }> };

/** Owners and admins only; newest first, one keyset page at a time. */
export default async function ActivityPage({ params, searchParams }: Props) {
  const [{ slug }, { before }] = await Promise.all([params, searchParams]);
  const org = await currentOrganization(slug);
  const page = await listActivity({ organizationId: org.organization.id, viewerUserId: org.session.user.id, limit: 25, before: decodeCursor(before) });
  if (!page) notFound();
  const [t, format] = await Promise.all([getTranslations("org.activity"), getFormatter()]);
  return (
    <Card title={t("title")} id="activity">
      {page.entries.length === 0 && <p className="text-sm text-zinc-500">{t("none")}</p>}
      <ol className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
        {page.entries.map((e) => {
          const action = (ACTIVITY_ACTIONS as readonly string[]).includes(e.action) ? (e.action as ActivityAction) : null;
          const actor = e.actorName || e.actorEmail || t("someone");
          return (
            <li key={e.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm" data-testid="activity-row">
              <span>{action ? t(action, { actor, target: e.target ?? "" }) : e.action}</span>
              <time dateTime={e.createdAt.toISOString()} className="text-zinc-500">
                {format.dateTime(e.createdAt, { dateStyle: "medium", timeStyle: "short" })}
              </time>
            </li>
          );
        })}
      </ol>
      {page.next && (
        <Link href={`?before=${page.next}`} className="text-sm text-blue-700 hover:underline dark:text-blue-400">
          {t("older")}
        </Link>
      )}
    </Card>
  );
}
