import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { Webhook } from "lucide-react";
import { SelectField } from "@/components/admin/fields";
import { AdminListPage, consoleTitle } from "@/components/admin/list-page";
import { WebhookOutcomeBadge } from "@/components/admin/billing/webhook-outcome";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TableCell, TableRow } from "@/components/ui/table";
import { requireOperator } from "@/lib/admin/guard";
import { listParams, type SearchParams } from "@/lib/admin/input";
import { recentDeliveries } from "@/lib/billing/seller/operations";
import { failingEvents, storedEventTypes, WEBHOOK_OUTCOMES, webhookEventsPage } from "@/lib/billing/seller/webhook-log";

export const generateMetadata = consoleTitle("admin.webhooks");

export default async function WebhooksPage({ searchParams }: { searchParams: SearchParams }) {
  await requireOperator();
  const { pick, after } = await listParams(searchParams);
  const outcome = pick("outcome", WEBHOOK_OUTCOMES);
  const types = await storedEventTypes();
  const type = pick("type", types);
  const [t, outbound, format, page, failing, deliveries] = await Promise.all([
    getTranslations("admin.webhooks"),
    getTranslations("webhooks"),
    getFormatter(),
    webhookEventsPage({ type, outcome }, after),
    failingEvents(),
    recentDeliveries(),
  ]);
  const undelivered = deliveries.ok ? deliveries.value.filter((d) => !d.succeeded).length : 0;
  return (
    <AdminListPage
      title={t("title")}
      description={t("description")}
      above={
        <>
          <p className="text-sm">
            <Link href="/admin/developers/webhooks" className="text-link underline-offset-4 hover:underline">
              {outbound("outboundLink")}
            </Link>
          </p>
          {failing.failing > 0 || undelivered > 0 ? (
            <Alert tone="error" title={t("failingTitle")}>
              <span data-testid="webhooks-failing">
                {failing.failing > 0 && t("failingStored", { count: failing.failing, lastDay: failing.lastDay })}{" "}
                {undelivered > 0 && t("failingDeliveries", { count: undelivered })}
              </span>{" "}
              {failing.failing > 0 && (
                <Link href="/admin/webhooks?outcome=failed" className="font-medium underline underline-offset-4">
                  {t("showFailed")}
                </Link>
              )}
            </Alert>
          ) : (
            <Alert tone="success">{t("healthy")}</Alert>
          )}
          <form method="get" action="/admin/webhooks" className="flex flex-wrap items-end gap-3" aria-label={t("filters")}>
            <SelectField
              label={t("type")}
              className="min-w-48"
              name="type"
              defaultValue={type ?? ""}
              choices={types}
              choiceLabel={(x) => x}
            >
              <option value="">{t("allTypes")}</option>
            </SelectField>
            <SelectField
              label={t("outcome")}
              className="min-w-40"
              name="outcome"
              defaultValue={outcome ?? ""}
              choices={WEBHOOK_OUTCOMES}
              choiceLabel={(o) => t(`outcomes.${o}`)}
            >
              <option value="">{t("allOutcomes")}</option>
            </SelectField>
            <Button type="submit" variant="outline">
              {t("apply")}
            </Button>
          </form>
        </>
      }
      id="webhook-events"
      columns={[
        { label: t("type") },
        { label: t("outcome") },
        { label: t("received") },
        { label: t("webhookId"), className: "hidden lg:table-cell" },
      ]}
      rows={page.rows.length}
      empty={{ icon: <Webhook />, title: t("empty"), text: t("emptyText") }}
      pager={{ path: "/admin/webhooks", params: { type, outcome }, next: page.next, paged: Boolean(after) }}
    >
      {page.rows.map((e) => (
        <TableRow key={e.webhookId} data-testid="webhook-row" data-outcome={e.processedAt ? "processed" : "failed"}>
          <TableCell className="font-medium [overflow-wrap:anywhere]">
            <Link href={`/admin/webhooks/${encodeURIComponent(e.webhookId)}`} className="underline-offset-4 hover:underline">
              {e.type}
            </Link>
            {e.error && <span className="block text-xs text-muted-foreground [overflow-wrap:anywhere]">{e.error.slice(0, 140)}</span>}
          </TableCell>
          <TableCell>
            <WebhookOutcomeBadge processed={Boolean(e.processedAt)} />
          </TableCell>
          <TableCell className="whitespace-nowrap text-muted-foreground">
            {format.dateTime(e.receivedAt, { dateStyle: "medium", timeStyle: "medium" })}
          </TableCell>
          <TableCell className="hidden font-mono text-xs lg:table-cell [overflow-wrap:anywhere]">{e.webhookId}</TableCell>
        </TableRow>
      ))}
    </AdminListPage>
  );
}
