import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/page-header";
import { ConfirmAction } from "@/components/admin/billing/confirm-action";
import { DetailList } from "@/components/admin/billing/detail-list";
import { WebhookOutcomeBadge } from "@/components/admin/billing/webhook-outcome";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { requireOperator } from "@/lib/admin/guard";
import { reapplyWebhookAction, redeliverWebhookAction } from "@/lib/billing/seller/actions";
import { webhookEvent } from "@/lib/billing/seller/webhook-log";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.webhooks");
  return { title: t("eventTitle") };
}

export default async function WebhookEventPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOperator();
  const { id } = await params;
  const webhookId = decodeURIComponent(id);
  const [t, format, event] = await Promise.all([getTranslations("admin.webhooks"), getFormatter(), webhookEvent(webhookId)]);
  if (!event) notFound();
  const when = (d: Date | null) => (d ? format.dateTime(d, { dateStyle: "medium", timeStyle: "medium" }) : "—");
  return (
    <>
      <AdminPageHeader
        title={event.type}
        description={t("eventDescription")}
        actions={
          <>
            <Button asChild variant="ghost" size="sm">
              <Link href="/admin/webhooks">{t("backToLog")}</Link>
            </Button>
            <ConfirmAction
              action={reapplyWebhookAction}
              input={{ webhookId }}
              label={t("reapply")}
              title={t("reapplyTitle")}
              description={t("reapplyText")}
              confirm={t("reapply")}
              done={t("reapplied")}
              variant="primary"
            />
            <ConfirmAction
              action={redeliverWebhookAction}
              input={{ webhookId }}
              label={t("redeliver")}
              title={t("redeliverTitle")}
              description={t("redeliverText")}
              confirm={t("redeliver")}
              done={t("redelivered")}
            />
          </>
        }
      />
      {event.error && (
        <Alert tone="error" title={t("lastError")}>
          <span className="[overflow-wrap:anywhere]">{event.error}</span>
        </Alert>
      )}
      <Card id="webhook-event" title={t("details")}>
        <DetailList
          items={[
            [t("outcome"), <WebhookOutcomeBadge key="o" processed={Boolean(event.processedAt)} />],
            [
              t("webhookId"),
              <span key="i" className="font-mono text-xs">
                {event.webhookId}
              </span>,
            ],
            [t("received"), when(event.receivedAt)],
            [t("processed"), when(event.processedAt)],
            [t("attempts"), format.number(event.attempts)],
            [t("lastAttempt"), when(event.lastAttemptAt)],
          ]}
        />
      </Card>
      <Card id="webhook-payload" title={t("payload")}>
        {/* A scrolling region is focusable so that the keyboard can scroll it (axe: scrollable-region-focusable). */}
        <div
          role="region"
          aria-label={t("payload")}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container must take focus to scroll by keyboard
          tabIndex={0}
          className="max-h-[32rem] overflow-auto rounded-lg bg-muted p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <pre className="font-mono text-xs">{JSON.stringify(event.payload, null, 2)}</pre>
        </div>
      </Card>
    </>
  );
}
