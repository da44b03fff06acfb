/**
 * Audit entries as a table: when, who, what, whom, from where. An action this version does not know is shown
 * by its code rather than hidden. Renders on the server; no script.
 */
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { AUDIT_ACTIONS, type AuditRow } from "@/lib/admin/audit";
import { displayAddress } from "@/lib/account/ip-address";
import { messageOr } from "@/lib/i18n/message-or";

const known = (action: string) => (AUDIT_ACTIONS as readonly string[]).includes(action);

function details(row: AuditRow): string {
  const data = (row.data && typeof row.data === "object" ? row.data : {}) as Record<string, unknown>;
  return Object.entries(data)
    .filter(([, v]) => v !== null && v !== undefined && v !== "")
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(", ") : String(v)}`)
    .join(" · ");
}

export function AuditList({ rows, showTarget = true }: { rows: AuditRow[]; showTarget?: boolean }) {
  const t = useTranslations("admin.audit");
  const format = useFormatter();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t("when")}</TableHead>
          <TableHead>{t("who")}</TableHead>
          <TableHead>{t("what")}</TableHead>
          {showTarget && <TableHead>{t("whom")}</TableHead>}
          <TableHead className="hidden md:table-cell">{t("from")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-testid="audit-row" data-action={row.action}>
            <TableCell className="whitespace-nowrap text-muted-foreground">
              <time dateTime={row.createdAt.toISOString()}>
                {format.dateTime(row.createdAt, { dateStyle: "medium", timeStyle: "short" })}
              </time>
            </TableCell>
            <TableCell className="[overflow-wrap:anywhere]">{row.actorEmail ?? t("system")}</TableCell>
            <TableCell>
              <span className="font-medium">
                {known(row.action) ? messageOr(t, `actions.${row.action.replace(".", "_")}`, row.action) : row.action}
              </span>
              {details(row) && <span className="block text-xs text-muted-foreground [overflow-wrap:anywhere]">{details(row)}</span>}
            </TableCell>
            {showTarget && (
              <TableCell className="[overflow-wrap:anywhere]">
                {row.targetUserId ? (
                  <Link href={`/admin/users/${encodeURIComponent(row.targetUserId)}`} className="underline-offset-4 hover:underline">
                    {row.targetLabel ?? row.targetUserId}
                  </Link>
                ) : row.targetOrganizationId ? (
                  <Link
                    href={`/admin/organizations/${encodeURIComponent(row.targetOrganizationId)}`}
                    className="underline-offset-4 hover:underline"
                  >
                    {row.targetLabel ?? row.targetOrganizationId}
                  </Link>
                ) : (
                  (row.targetLabel ?? "—")
                )}
              </TableCell>
            )}
            <TableCell className="hidden whitespace-nowrap text-muted-foreground md:table-cell">
              {row.ipAddress ? displayAddress(row.ipAddress) : "—"}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
