import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableHeader, TableRow } from "@/components/ui/table";
import type { SellerResult } from "@/lib/billing/seller/call";
import { PolarNotice } from "./polar-notice";

/**
 * A console card listing what Polar holds: Polar's refusal when the list could not be read, else its rows as a
 * table (`head` is the header row's cells; none, no header), or an empty state when there are none.
 */
export function PolarTableCard<T>({
  id,
  title,
  description,
  actions,
  list,
  head,
  row,
  empty,
}: {
  id: string;
  title: string;
  description?: string;
  actions?: ReactNode;
  list: SellerResult<T[]>;
  head?: ReactNode;
  row: (item: T) => ReactNode;
  empty: { icon: ReactNode; title: string; text: string };
}) {
  return (
    <Card id={id} title={title} description={description} actions={actions} contentClassName="p-0 sm:p-0">
      {!list.ok ? (
        <div className="p-4">
          <PolarNotice refusal={list} />
        </div>
      ) : list.value.length ? (
        <Table>
          {head && (
            <TableHeader>
              <TableRow>{head}</TableRow>
            </TableHeader>
          )}
          <TableBody>{list.value.map(row)}</TableBody>
        </Table>
      ) : (
        <EmptyState icon={empty.icon} title={empty.title} text={empty.text} className="mx-6 mb-6" />
      )}
    </Card>
  );
}
