import { OrganizationLink } from "@/components/admin/organization-link";
import { getTranslations } from "next-intl/server";
import { ShieldCheck } from "lucide-react";
import { AdminListPage, consoleTitle } from "@/components/admin/list-page";
import { SsoDisableButton } from "@/components/admin/sso-disable-button";
import { Badge } from "@/components/ui/badge";
import { TableCell, TableRow } from "@/components/ui/table";
import { requireOperator } from "@/lib/admin/guard";
import { consoleConnections } from "@/lib/auth/sso/console";

export const generateMetadata = consoleTitle("admin.sso");

const DOMAIN_TONE = { pending: "warning", verified: "success", failed: "danger" } as const;
const toneOf = (status: string) => DOMAIN_TONE[status as keyof typeof DOMAIN_TONE] ?? "neutral";

/** Every organization's SSO connections, newest first, with the organization's domains; an operator can switch one off. */
export default async function AdminSsoPage() {
  await requireOperator();
  const [t, rows] = await Promise.all([getTranslations("admin.sso"), consoleConnections()]);
  return (
    <AdminListPage
      title={t("title")}
      description={t("description")}
      id="sso-connections"
      columns={[
        { label: t("columns.organization") },
        { label: t("columns.connection"), className: "hidden md:table-cell" },
        { label: t("columns.domains") },
        { label: t("columns.status") },
        { label: t("columns.actions"), className: "text-right" },
      ]}
      rows={rows.length}
      empty={{ icon: <ShieldCheck />, title: t("empty"), text: t("emptyText") }}
      pager={{ path: "/admin/sso", params: {}, next: null, paged: false, words: { newest: t("first"), older: t("next") } }}
    >
      {rows.map((row) => (
        <TableRow key={row.providerId} data-testid="sso-connection-row">
          <TableCell>
            <OrganizationLink organization={{ id: row.organizationId, name: row.organizationName, slug: row.organizationSlug }} />
          </TableCell>
          <TableCell className="hidden md:table-cell">
            <span className="grid min-w-0">
              <span className="font-medium">{row.type === "saml" ? "SAML" : "OpenID Connect"}</span>
              <span className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{row.providerId}</span>
            </span>
          </TableCell>
          <TableCell>
            <ul className="flex flex-wrap gap-1">
              {row.domains.length === 0 && <li className="text-sm text-muted-foreground">{t("noDomains")}</li>}
              {row.domains.map((d) => (
                <li key={d.domain}>
                  <Badge
                    variant={toneOf(d.status)}
                    title={t(`domainStatus.${d.status === "verified" ? "verified" : d.status === "failed" ? "failed" : "pending"}`)}
                  >
                    {d.domain}
                  </Badge>
                </li>
              ))}
            </ul>
          </TableCell>
          <TableCell>
            <span className="flex flex-wrap gap-1">
              <Badge variant={row.enabled ? "success" : "neutral"}>{row.enabled ? t("on") : t("off")}</Badge>
              {row.requireSso && <Badge variant="info">{t("required")}</Badge>}
            </span>
          </TableCell>
          <TableCell className="text-right">
            {row.enabled && <SsoDisableButton providerId={row.providerId} organizationName={row.organizationName} />}
          </TableCell>
        </TableRow>
      ))}
    </AdminListPage>
  );
}
