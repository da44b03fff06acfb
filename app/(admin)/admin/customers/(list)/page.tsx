import type { Metadata } from "next";
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { UserRoundSearch } from "lucide-react";
import { AdminPageHeader } from "@/components/admin/page-header";
import { CustomerOwner } from "@/components/admin/billing/customer-owner";
import { Pager } from "@/components/admin/billing/pager";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { requireOperator } from "@/lib/admin/guard";
import { customersPage } from "@/lib/billing/seller/mirror";
import { decodeCursor } from "@/lib/keyset";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.customers");
  return { title: t("title") };
}

type Params = Promise<Record<string, string | string[] | undefined>>;

export default async function CustomersPage({ searchParams }: { searchParams: Params }) {
  await requireOperator();
  const params = await searchParams;
  const q = typeof params.q === "string" ? params.q.slice(0, 200) : undefined;
  const after = decodeCursor(typeof params.after === "string" ? params.after : undefined);
  const [t, format, page] = await Promise.all([getTranslations("admin.customers"), getFormatter(), customersPage(q, after)]);
  return (
    <>
      <AdminPageHeader title={t("title")} description={t("description")} />
      <form method="get" action="/admin/customers" role="search" className="flex flex-wrap items-end gap-3">
        <FormField label={t("search")} className="min-w-64 flex-1">
          <Input name="q" type="search" defaultValue={q} placeholder={t("searchPlaceholder")} />
        </FormField>
        <Button type="submit" variant="outline">
          {t("find")}
        </Button>
      </form>
      <Card id="customers" contentClassName="p-0 sm:p-0">
        {page.rows.length ? (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("customer")}</TableHead>
                <TableHead>{t("here")}</TableHead>
                <TableHead className="hidden md:table-cell">{t("since")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
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
            </TableBody>
          </Table>
        ) : (
          <EmptyState
            icon={<UserRoundSearch />}
            title={q ? t("noMatch") : t("empty")}
            text={q ? t("noMatchText") : t("emptyText")}
            className="m-4"
          />
        )}
      </Card>
      <Pager path="/admin/customers" params={{ q }} next={page.next} paged={Boolean(after)} />
    </>
  );
}
