import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Users } from "lucide-react";
import { AdminListPage, consoleTitle } from "@/components/admin/list-page";
import { CreateUserButton } from "@/components/admin/create-user-button";
import { SearchForm } from "@/components/ui/search-form";
import { UsersTable } from "@/components/admin/users-table";
import { cn } from "@/components/ui/cn";
import { requireOperator } from "@/lib/admin/guard";
import { listParams, searchText, type SearchParams } from "@/lib/admin/input";
import { USER_FILTERS, listUsersPage, type UserFilter } from "@/lib/admin/users";

export const generateMetadata = consoleTitle("admin.users");

function href(query: string, filter: UserFilter, after?: string) {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (filter !== "all") params.set("filter", filter);
  if (after) params.set("after", after);
  const s = params.toString();
  return s ? `/admin/users?${s}` : "/admin/users";
}

export default async function AdminUsersPage({ searchParams }: { searchParams: SearchParams }) {
  await requireOperator();
  const { one, pick, after } = await listParams(searchParams);
  const query = searchText(one("q"));
  const filter = pick("filter", USER_FILTERS) ?? "all";
  const [t, page] = await Promise.all([getTranslations("admin.users"), listUsersPage({ query, filter, after })]);
  return (
    <AdminListPage
      title={t("title")}
      description={t("description")}
      actions={<CreateUserButton />}
      above={
        <>
          <SearchForm
            action="/admin/users"
            id="user-search"
            query={query}
            words={{ label: t("search.label"), placeholder: t("search.placeholder"), submit: t("search.submit") }}
          >
            {filter !== "all" && <input type="hidden" name="filter" value={filter} />}
          </SearchForm>
          <nav aria-label={t("filters.label")} className="-mt-2 flex flex-wrap gap-1">
            {USER_FILTERS.map((f) => (
              <Link
                key={f}
                href={href(query, f)}
                aria-current={f === filter ? "page" : undefined}
                className={cn(
                  "rounded-full border px-3 py-1 text-sm text-muted-foreground transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring",
                  "aria-[current=page]:border-primary aria-[current=page]:bg-primary/10 aria-[current=page]:font-medium aria-[current=page]:text-foreground",
                )}
              >
                {t(`filters.${f}`)}
              </Link>
            ))}
          </nav>
        </>
      }
      id="users"
      rows={page.rows.length}
      empty={{ icon: <Users />, title: query ? t("noMatch", { query }) : t("empty"), text: t("emptyText") }}
      pager={{
        path: "/admin/users",
        params: { q: query, filter: filter === "all" ? undefined : filter },
        next: page.next,
        paged: Boolean(after),
        words: { newest: t("first"), older: t("next") },
      }}
    >
      <UsersTable rows={page.rows} />
    </AdminListPage>
  );
}
