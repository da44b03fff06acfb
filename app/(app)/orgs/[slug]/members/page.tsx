import { UserPlus } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { MembersTable } from "@/components/organization/members-table";
import { PageLinks } from "@/components/organization/page-links";
import { SectionHeader } from "@/components/organization/section-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { decodeCursor } from "@/lib/keyset";
import { currentOrganization } from "@/lib/organization/current";
import { countOwners, listMembersPage } from "@/lib/organization/queries";

const PAGE_SIZE = 50;

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ after?: string }> };

export default async function MembersPage({ params, searchParams }: Props) {
  const [{ slug }, { after }] = await Promise.all([params, searchParams]);
  const org = await currentOrganization(slug);
  const cursor = decodeCursor(after);
  const [t, { members, total, next }, owners] = await Promise.all([
    getTranslations("org.members"),
    listMembersPage(org.organization.id, PAGE_SIZE, cursor),
    org.role === "owner" ? countOwners(org.organization.id) : null,
  ]);
  return (
    <>
      <SectionHeader
        title={t("title")}
        description={t("lead")}
        actions={
          org.canManage && (
            <Button asChild>
              <Link href={`/orgs/${slug}/invitations`}>
                <UserPlus aria-hidden />
                {t("invite")}
              </Link>
            </Button>
          )
        }
      />
      <Card id="members" title={t("total", { count: total })}>
        <MembersTable
          organization={{ id: org.organization.id, name: org.organization.name }}
          viewerUserId={org.session.user.id}
          viewerRole={org.role}
          viewerIsOnlyOwner={owners !== null && owners <= 1}
          members={members.map((m) => ({
            id: m.id,
            userId: m.userId,
            name: m.name,
            email: m.email,
            image: m.image,
            role: m.role,
            createdAt: m.createdAt.toISOString(),
          }))}
        />
      </Card>
      <PageLinks
        label={t("pages")}
        paged={Boolean(cursor)}
        next={next ? `?after=${next}` : null}
        words={{ first: t("first"), next: t("next") }}
      />
    </>
  );
}
