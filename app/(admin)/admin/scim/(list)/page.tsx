import { OrganizationLink } from "@/components/admin/organization-link";
import { getFormatter, getTranslations } from "next-intl/server";
import { KeyRound } from "lucide-react";
import { AdminListPage, consoleTitle } from "@/components/admin/list-page";
import { Badge } from "@/components/ui/badge";
import { TableCell, TableRow } from "@/components/ui/table";
import { requireOperator } from "@/lib/admin/guard";
import { listParams, type SearchParams } from "@/lib/admin/input";
import { listScimTokensPage } from "@/lib/auth/scim/queries";

export const generateMetadata = consoleTitle("admin.scim");

const TONE = { active: "success", expired: "warning", revoked: "neutral", decommissioned: "neutral" } as const;
type Status = keyof typeof TONE;
const statusOf = (raw: string): Status => (Object.hasOwn(TONE, raw) ? (raw as Status) : "revoked");

/** Every organization's SCIM tokens, newest first: organization, SSO connection, state and dates; never a secret. */
export default async function AdminScimTokensPage({ searchParams }: { searchParams: SearchParams }) {
  await requireOperator();
  const { after } = await listParams(searchParams);
  const [t, format, page] = await Promise.all([getTranslations("admin.scim"), getFormatter(), listScimTokensPage({ after })]);
  const when = (d: Date | null) => (d ? format.dateTime(d, { dateStyle: "medium", timeStyle: "short" }) : t("never"));
  return (
    <AdminListPage
      title={t("title")}
      description={t("description")}
      id="scim-tokens"
      columns={[
        { label: t("columns.organization") },
        { label: t("columns.provider"), className: "hidden md:table-cell" },
        { label: t("columns.status") },
        { label: t("columns.created"), className: "hidden sm:table-cell" },
        { label: t("columns.lastUsed") },
      ]}
      rows={page.rows.length}
      empty={{ icon: <KeyRound />, title: t("empty"), text: t("emptyText") }}
      pager={{ path: "/admin/scim", params: {}, next: page.next, paged: Boolean(after), words: { newest: t("first"), older: t("next") } }}
    >
      {page.rows.map((row) => {
        const status = statusOf(row.status);
        return (
          <TableRow key={row.id} data-testid="scim-token-row">
            <TableCell>
              <OrganizationLink organization={{ id: row.organizationId, name: row.organizationName, slug: row.organizationSlug }} />
            </TableCell>
            <TableCell className="hidden text-muted-foreground md:table-cell [overflow-wrap:anywhere]">
              {row.providerId ?? t("noProvider")}
            </TableCell>
            <TableCell>
              <Badge variant={TONE[status]}>{t(`status.${status}`)}</Badge>
            </TableCell>
            <TableCell className="hidden whitespace-nowrap text-muted-foreground sm:table-cell">{when(row.createdAt)}</TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">{when(row.lastUsedAt)}</TableCell>
          </TableRow>
        );
      })}
    </AdminListPage>
  );
}
