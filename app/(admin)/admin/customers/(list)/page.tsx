import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { UserRoundSearch } from "lucide-react";
import { CustomerOwner } from "@/components/admin/billing/customer-owner";
import { AdminListPage, consoleTitle } from "@/components/admin/list-page";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { TableCell, TableRow } from "@/components/ui/table";
import { requireOperator } from "@/lib/admin/guard";
import { listParams, type SearchParams } from "@/lib/admin/input";
import { customersPage } from "@/lib/billing/seller/mirror";

export const generateMetadata = consoleTitle("admin.customers");

export default async function CustomersPage({ searchParams }: { searchParams: SearchParams }) {
  await requireOperator();
  const { one, after } = await listParams(searchParams);
  const q = one("q")?.slice(0, 200);
  const [t, format, page] = await Promise.all([getTranslations("admin.customers"), getFormatter(), customersPage(q, after)]);
  return (
    <AdminListPage
      title={t("title")}
      description={t("description")}
      above={
        <form method="get" action="/admin/customers" role="search" className="flex flex-wrap items-end gap-3">
          <FormField label={t("search")} className="min-w-64 flex-1">
            <Input name="q" type="search" defaultValue={q} placeholder={t("searchPlaceholder")} />
          </FormField>
          <Button type="submit" variant="outline">
            {t("find")}
          </Button>
        </form>
      }
      id="customers"
      columns={[{ label: t("customer") }, { label: t("here") }, { label: t("since"), className: "hidden md:table-cell" }]}
      rows={page.rows.length}
      empty={{ icon: <UserRoundSearch />, title: q ? t("noMatch") : t("empty"), text: q ? t("noMatchText") : t("emptyText") }}
      pager={{ path: "/admin/customers", params: { q }, next: page.next, paged: Boolean(after) }}
    >
      {page.rows.map((row) => (
        <TableRow key={row.customer.id} data-testid="customer-row">
          <TableCell className="[overflow-wrap:anywhere]">
            <Link
              href={`/admin/customers/${encodeURIComponent(row.customer.id)}`}
              className="font-medium underline-offset-4 hover:underline"
            >
              {row.customer.email}
            </Link>
            {row.customer.name && <span className="block text-xs text-muted-foreground">{row.customer.name}</span>}
          </TableCell>
          <TableCell className="[overflow-wrap:anywhere]">
            <CustomerOwner row={row} />
          </TableCell>
          <TableCell className="hidden whitespace-nowrap text-muted-foreground md:table-cell">
            {format.dateTime(row.customer.createdAt, { dateStyle: "medium" })}
          </TableCell>
        </TableRow>
      ))}
    </AdminListPage>
  );
}
