import type { Metadata } from "next";
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { Webhook } from "lucide-react";
import { AdminPageHeader } from "@/components/admin/page-header";
import { Pager } from "@/components/admin/billing/pager";
import { WebhookOutcomeBadge } from "@/components/admin/billing/webhook-outcome";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { NativeSelect } from "@/components/ui/field";
import { FormField } from "@/components/ui/form-field";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { requireOperator } from "@/lib/admin/guard";
import { recentDeliveries } from "@/lib/billing/seller/operations";
import {
  failingEvents,
  storedEventTypes,
  WEBHOOK_OUTCOMES,
  webhookEventsPage,
  type WebhookOutcome,
} from "@/lib/billing/seller/webhook-log";
import { decodeCursor } from "@/lib/keyset";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.webhooks");
  return { title: t("title") };
}

type Params = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (typeof v === "string" && v.length <= 100 ? v : undefined);

export default async function WebhooksPage({ searchParams }: { searchParams: Params }) {
  await requireOperator();
  const params = await searchParams;
  const outcome = WEBHOOK_OUTCOMES.find((o) => o === params.outcome) as WebhookOutcome | undefined;
  const types = await storedEventTypes();
  const type = types.find((x) => x === params.type);
  const after = decodeCursor(one(params.after));
  const [t, format, page, failing, deliveries] = await Promise.all([
    getTranslations("admin.webhooks"),
    getFormatter(),
    webhookEventsPage({ type, outcome }, after),
    failingEvents(),
    recentDeliveries(),
  ]);
  const undelivered = deliveries.ok ? deliveries.value.filter((d) => !d.succeeded).length : 0;
  return (
    <>
      <AdminPageHeader title={t("title")} description={t("description")} />
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
        <FormField label={t("type")} className="min-w-48">
          <NativeSelect name="type" defaultValue={type ?? ""}>
            <option value="">{t("allTypes")}</option>
            {types.map((x) => (
              <option key={x} value={x}>
                {x}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t("outcome")} className="min-w-40">
          <NativeSelect name="outcome" defaultValue={outcome ?? ""}>
            <option value="">{t("allOutcomes")}</option>
            {WEBHOOK_OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {t(`outcomes.${o}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <Button type="submit" variant="outline">
          {t("apply")}
        </Button>
      </form>
      <Card id="webhook-events" contentClassName="p-0 sm:p-0">
        {page.rows.length ? (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("type")}</TableHead>
                <TableHead>{t("outcome")}</TableHead>
                <TableHead>{t("received")}</TableHead>
                <TableHead className="hidden lg:table-cell">{t("webhookId")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {page.rows.map((e) => (
                <TableRow key={e.webhookId} data-testid="webhook-row" data-outcome={e.processedAt ? "processed" : "failed"}>
                  <TableCell className="font-medium [overflow-wrap:anywhere]">
                    <Link href={`/admin/webhooks/${encodeURIComponent(e.webhookId)}`} className="underline-offset-4 hover:underline">
                      {e.type}
                    </Link>
                    {e.error && (
                      <span className="block text-xs text-muted-foreground [overflow-wrap:anywhere]">{e.error.slice(0, 140)}</span>
                    )}
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
            </TableBody>
          </Table>
        ) : (
          <EmptyState icon={<Webhook />} title={t("empty")} text={t("emptyText")} className="m-4" />
        )}
      </Card>
      <Pager path="/admin/webhooks" params={{ type, outcome }} next={page.next} paged={Boolean(after)} />
    </>
  );
}
