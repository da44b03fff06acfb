import { SearchX, UserPlus } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { MembersTable } from "@/components/organization/members-table";
import { listAddress, PageLinks } from "@/components/organization/page-links";
import { SectionHeader } from "@/components/organization/section-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { SearchForm } from "@/components/ui/search-form";
import { decodeCursor } from "@/lib/keyset";
import { currentOrganization } from "@/lib/organization/current";
import { countOwners, listMembersPage } from "@/lib/organization/queries";

const PAGE_SIZE = 50;

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ after?: string | string[]; q?: string | string[] }> };

export default async function MembersPage({ params, searchParams }: Props) {
  const [{ slug }, { after, q }] = await Promise.all([params, searchParams]);
  const org = await currentOrganization(slug);
  const cursor = decodeCursor(typeof after === "string" ? after : undefined);
  const query = typeof q === "string" ? q.trim().slice(0, 200) : "";
  const [t, { members, total, next }, owners] = await Promise.all([
    getTranslations("org.members"),
    listMembersPage(org.organization.id, PAGE_SIZE, cursor, query || undefined),
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
      <SearchForm
        action={`/orgs/${slug}/members`}
        id="member-search"
        query={query}
        words={{ label: t("search.label"), placeholder: t("search.placeholder"), submit: t("search.submit") }}
      />
      <Card id="members" title={query ? t("search.matches", { count: total, query }) : t("total", { count: total })}>
        {members.length === 0 && query ? (
          <EmptyState
            icon={<SearchX />}
            title={t("search.noMatch", { query })}
            action={
              <Button asChild variant="outline" size="sm">
                <Link href={`/orgs/${slug}/members`}>{t("search.clear")}</Link>
              </Button>
            }
          />
        ) : (
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
              twoFactorEnabled: m.twoFactorEnabled,
            }))}
          />
        )}
      </Card>
      <PageLinks
        label={t("pages")}
        paged={Boolean(cursor)}
        first={listAddress({ q: query })}
        next={next ? listAddress({ q: query, after: next }) : null}
        words={{ first: t("first"), next: t("next") }}
      />
    </>
  );
}
