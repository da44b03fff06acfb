import { OrganizationLink } from "@/components/admin/organization-link";
import { getFormatter, getTranslations } from "next-intl/server";
import { Building2 } from "lucide-react";
import { AdminListPage, consoleTitle } from "@/components/admin/list-page";
import { SearchForm } from "@/components/ui/search-form";
import { TableCell, TableRow } from "@/components/ui/table";
import { requireOperator } from "@/lib/admin/guard";
import { listParams, searchText, type SearchParams } from "@/lib/admin/input";
import { listOrganizationsPage } from "@/lib/admin/organizations";

export const generateMetadata = consoleTitle("admin.orgs");

export default async function AdminOrganizationsPage({ searchParams }: { searchParams: SearchParams }) {
  await requireOperator();
  const { one, after } = await listParams(searchParams);
  const query = searchText(one("q"));
  const [t, format, page] = await Promise.all([getTranslations("admin.orgs"), getFormatter(), listOrganizationsPage({ query, after })]);
  return (
    <AdminListPage
      title={t("title")}
      description={t("description")}
      above={
        <SearchForm
          action="/admin/organizations"
          id="org-search"
          query={query}
          words={{ label: t("search.label"), placeholder: t("search.placeholder"), submit: t("search.submit") }}
        />
      }
      id="organizations"
      columns={[
        { label: t("columns.organization") },
        { label: t("columns.members"), className: "text-right" },
        { label: t("columns.created"), className: "hidden md:table-cell" },
      ]}
      rows={page.rows.length}
      empty={{ icon: <Building2 />, title: query ? t("noMatch", { query }) : t("empty") }}
      pager={{
        path: "/admin/organizations",
        params: { q: query },
        next: page.next,
        paged: Boolean(after),
        words: { newest: t("first"), older: t("next") },
      }}
    >
      {page.rows.map((o) => (
        <TableRow key={o.id} data-testid="org-row">
          <TableCell>
            <OrganizationLink organization={o} />
          </TableCell>
          <TableCell className="text-right tabular-nums">{format.number(o.members)}</TableCell>
          <TableCell className="hidden whitespace-nowrap text-muted-foreground md:table-cell">
            {format.dateTime(o.createdAt, { dateStyle: "medium" })}
          </TableCell>
        </TableRow>
      ))}
    </AdminListPage>
  );
}
