import type { Metadata } from "next";
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { Building2 } from "lucide-react";
import { Pager } from "@/components/admin/billing/pager";
import { AdminPageHeader } from "@/components/admin/page-header";
import { SearchForm } from "@/components/ui/search-form";
import { Avatar } from "@/components/ui/avatar";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { requireOperator } from "@/lib/admin/guard";
import { cursorParam, searchText } from "@/lib/admin/input";
import { listOrganizationsPage } from "@/lib/admin/organizations";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.orgs");
  return { title: t("title") };
}

type Params = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

export default async function AdminOrganizationsPage({ searchParams }: { searchParams: Promise<Params> }) {
  await requireOperator();
  const params = await searchParams;
  const query = searchText(one(params.q));
  const after = cursorParam(one(params.after));
  const [t, format, page] = await Promise.all([getTranslations("admin.orgs"), getFormatter(), listOrganizationsPage({ query, after })]);
  return (
    <>
      <AdminPageHeader title={t("title")} description={t("description")} />
      <SearchForm
        action="/admin/organizations"
        id="org-search"
        query={query}
        words={{ label: t("search.label"), placeholder: t("search.placeholder"), submit: t("search.submit") }}
      />
      <Card id="organizations" contentClassName="p-0 sm:p-0">
        {page.rows.length ? (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("columns.organization")}</TableHead>
                <TableHead className="text-right">{t("columns.members")}</TableHead>
                <TableHead className="hidden md:table-cell">{t("columns.created")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {page.rows.map((o) => (
                <TableRow key={o.id} data-testid="org-row">
                  <TableCell>
                    <Link
                      href={`/admin/organizations/${encodeURIComponent(o.id)}`}
                      className="flex min-w-0 items-center gap-3 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      <Avatar src={o.logo} name={o.name} size="sm" />
                      <span className="grid min-w-0">
                        <span className="truncate font-medium">{o.name}</span>
                        <span className="truncate text-xs text-muted-foreground">{o.slug}</span>
                      </span>
                    </Link>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{format.number(o.members)}</TableCell>
                  <TableCell className="hidden whitespace-nowrap text-muted-foreground md:table-cell">
                    {format.dateTime(o.createdAt, { dateStyle: "medium" })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <EmptyState icon={<Building2 />} title={query ? t("noMatch", { query }) : t("empty")} className="m-4" />
        )}
      </Card>
      <Pager
        path="/admin/organizations"
        params={{ q: query }}
        next={page.next}
        paged={Boolean(after)}
        words={{ newest: t("first"), older: t("next") }}
      />
    </>
  );
}
