import { getFormatter, getTranslations } from "next-intl/server";
import { Globe } from "lucide-react";
import { AdminListPage, consoleTitle } from "@/components/admin/list-page";
import { OrganizationLink } from "@/components/admin/organization-link";
import { SsoReleaseDomainButton } from "@/components/admin/sso-release-domain-button";
import { SearchForm } from "@/components/ui/search-form";
import { TableCell, TableRow } from "@/components/ui/table";
import { requireOperator } from "@/lib/admin/guard";
import { listParams, searchText, type SearchParams } from "@/lib/admin/input";
import { listProvenDomainsPage } from "@/lib/auth/sso/console";

export const generateMetadata = consoleTitle("admin.sso.domains");

/** Every proven e-mail domain and the organization that proved it, searchable by its start; an operator can release one. */
export default async function AdminSsoDomainsPage({ searchParams }: { searchParams: SearchParams }) {
  await requireOperator();
  const { one, after } = await listParams(searchParams);
  const query = searchText(one("q"));
  const [t, format, page] = await Promise.all([
    getTranslations("admin.sso.domains"),
    getFormatter(),
    listProvenDomainsPage({ query, after }),
  ]);
  return (
    <AdminListPage
      title={t("title")}
      description={t("description")}
      above={
        <SearchForm
          action="/admin/sso/domains"
          id="sso-domain-search"
          query={query}
          words={{ label: t("search.label"), placeholder: t("search.placeholder"), submit: t("search.submit") }}
        />
      }
      id="sso-domains"
      columns={[
        { label: t("columns.domain") },
        { label: t("columns.organization"), className: "hidden sm:table-cell" },
        { label: t("columns.proven"), className: "hidden md:table-cell" },
        { label: t("columns.actions"), className: "text-right" },
      ]}
      rows={page.rows.length}
      empty={{ icon: <Globe />, title: query ? t("noMatch", { query }) : t("empty"), text: query ? undefined : t("emptyText") }}
      pager={{
        path: "/admin/sso/domains",
        params: { q: query },
        next: page.next,
        paged: Boolean(after),
        words: { newest: t("first"), older: t("next") },
      }}
    >
      {page.rows.map((row) => (
        <TableRow key={row.id} data-testid="sso-domain-row">
          <TableCell>
            <span className="grid min-w-0 gap-0.5">
              <span className="font-medium break-words">{row.domain}</span>
              {/* On a phone the organization stands under its domain, and the domain keeps the width. */}
              <span className="text-xs text-muted-foreground sm:hidden">{row.organizationName}</span>
            </span>
          </TableCell>
          <TableCell className="hidden sm:table-cell">
            <OrganizationLink organization={{ id: row.organizationId, name: row.organizationName, slug: row.organizationSlug }} />
          </TableCell>
          <TableCell className="hidden whitespace-nowrap text-muted-foreground md:table-cell">
            {row.verifiedAt ? format.dateTime(row.verifiedAt, { dateStyle: "medium" }) : null}
          </TableCell>
          <TableCell className="text-right">
            <SsoReleaseDomainButton domainId={row.id} domain={row.domain} organizationName={row.organizationName} />
          </TableCell>
        </TableRow>
      ))}
    </AdminListPage>
  );
}
