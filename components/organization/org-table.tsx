import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Table, TableBody, TableHeader, TableRow } from "@/components/ui/table";

/** A table of an organization's members or invitations: the refusal of the last row action above it (useRowCalls). */
export function OrgTable({ error, head, children }: { error: string | null; head: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      {error && <Alert tone="error">{error}</Alert>}
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">{head}</TableRow>
        </TableHeader>
        <TableBody>{children}</TableBody>
      </Table>
    </div>
  );
}
