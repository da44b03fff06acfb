import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { MembersList } from "@/components/organization/members-list";
import { Card } from "@/components/ui/card";
import { currentOrganization } from "@/lib/organization/current";
import { decodeCursor } from "@/lib/keyset";
import { listMembersPage } from "@/lib/organization/queries";

const PAGE_SIZE = 50;

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ after?: string }> };

export default async function MembersPage({ params, searchParams }: Props) {
  const [{ slug }, { after }] = await Promise.all([params, searchParams]);
  const org = await currentOrganization(slug);
  const cursor = decodeCursor(after);
  const [t, { members, total, next }] = await Promise.all([getTranslations("org.members"), listMembersPage(org.organization.id, PAGE_SIZE, cursor)]);
  return (
    <Card title={t("title")} id="members">
      <p className="text-sm text-zinc-500">{t("total", { count: total })}</p>
      <MembersList
        organizationId={org.organization.id}
        viewerUserId={org.session.user.id}
        viewerRole={org.role}
        members={members.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() }))}
      />
      {(cursor || next) && (
        <nav className="flex items-center gap-4 text-sm" aria-label={t("pages")}>
          {cursor && <Link href="?">{t("first")}</Link>}
          {next && <Link href={`?after=${next}`}>{t("next")}</Link>}
        </nav>
      )}
    </Card>
  );
}
