/**
 * A console list page (users, organizations, customers, orders, subscriptions, webhook events): the heading, what
 * stands above the list (search, filters, alerts), the list in a card (a table of `columns` whose rows are the
 * children, or the children as they are), what the list shows when it is empty, and the paging links.
 * `consoleTitle` is such a page's generateMetadata: the title of its messages' namespace.
 */
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ComponentProps, ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Pager } from "./billing/pager";
import { AdminPageHeader } from "./page-header";

type Titled =
  | "admin.users"
  | "admin.orgs"
  | "admin.customers"
  | "admin.orders"
  | "admin.subscriptions"
  | "admin.webhooks"
  | "admin.scim"
  | "admin.sso"
  | "admin.sso.domains";

export const consoleTitle = (namespace: Titled) => async (): Promise<Metadata> => ({ title: (await getTranslations(namespace))("title") });

export type Column = { label: string; className?: string };

export function AdminListPage({
  title,
  description,
  actions,
  above,
  id,
  columns,
  rows,
  empty,
  pager,
  children,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
  /** Between the heading and the list: search, filters, alerts. */
  above?: ReactNode;
  /** The card's id. */
  id: string;
  /** The table's columns; without them the children are the whole list. */
  columns?: Column[];
  /** How many rows the page holds: none shows `empty` instead of the list. */
  rows: number;
  empty: Omit<ComponentProps<typeof EmptyState>, "className">;
  pager: ComponentProps<typeof Pager>;
  children: ReactNode;
}) {
  const list = columns ? (
    <Table>
      <TableHeader>
        <TableRow>
          {columns.map((c) => (
            <TableHead key={c.label} className={c.className}>
              {c.label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>{children}</TableBody>
    </Table>
  ) : (
    children
  );
  return (
    <>
      <AdminPageHeader title={title} description={description} actions={actions} />
      {above}
      <Card id={id} contentClassName="p-0 sm:p-0">
        {rows ? list : <EmptyState {...empty} className="m-4" />}
      </Card>
      <Pager {...pager} />
    </>
  );
}
