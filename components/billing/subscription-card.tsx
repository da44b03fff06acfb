"use client";
import { CalendarClock, CalendarX2 } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { uncancelAction } from "@/lib/billing/actions";
import { isLive, type PlanChoice, type SubscriptionView } from "@/lib/billing/model";
import { messageOr } from "@/lib/i18n/message-or";
import { CancelSubscriptionDialog } from "./cancel-subscription-dialog";
import { ChangePlanDialog } from "./change-plan-dialog";
import { formatMoney } from "./money";
import { StatusBadge, type StatusTone } from "./status-badge";
import { useRefreshUntilChanged } from "./use-refresh-until-changed";

const STATUS_TONE: Record<string, StatusTone> = {
  active: "success",
  trialing: "info",
  past_due: "danger",
  unpaid: "danger",
  incomplete: "warning",
  incomplete_expired: "neutral",
  canceled: "neutral",
  paused: "warning",
};

/**
 * One subscription: its plan and price, a status badge, when it renews or ends, and, for whoever may change
 * it, change plan, cancel at period end (with a reason, in a dialog) or take a cancellation back.
 */
export function SubscriptionCard({
  subscription: s,
  canManage = true,
  plans = [],
}: {
  subscription: SubscriptionView;
  canManage?: boolean;
  plans?: PlanChoice[];
}) {
  const t = useTranslations("billing");
  const format = useFormatter();
  const [pending, start] = useTransition();
  // The webhook's answer changes one of these; until then the card says it is updating.
  const { waiting, start: awaitChange } = useRefreshUntilChanged(`${s.productId}|${s.status}|${s.cancelAtPeriodEnd}`);
  const live = isLive(s.status);
  const changeable = live && canManage;
  const canceling = live && s.cancelAtPeriodEnd;
  const endsOn = s.endsAt ?? s.currentPeriodEnd;
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium" });
  const choices = plans.filter((p) => p.id !== s.productId);

  const requested = () => {
    toast.success(t("changeRequested"));
    awaitChange();
  };
  const uncancel = () =>
    start(async () => {
      const outcome = await uncancelAction({ subscriptionId: s.id });
      if (outcome.ok) requested();
      else toast.error(outcome.message);
    });

  return (
    <article aria-label={s.productName} aria-busy={waiting} className="flex flex-col gap-4 rounded-lg border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h3 className="font-semibold tracking-tight">{s.productName}</h3>
          <p className="text-sm text-muted-foreground">
            <span className="font-medium text-foreground tabular-nums">{formatMoney(format, s.amount, s.currency)}</span>{" "}
            {t(s.interval === "year" ? "perYear" : "perMonth")}
            {s.discountId && <> · {t("discounted")}</>}
          </p>
        </div>
        <span data-testid="subscription-status" className="flex">
          {canceling && endsOn ? (
            <StatusBadge tone="warning">{t("endsOn", { date: date(endsOn) })}</StatusBadge>
          ) : !live && s.endedAt ? (
            <StatusBadge tone={STATUS_TONE[s.status] ?? "neutral"}>{t("endedOn", { date: date(s.endedAt) })}</StatusBadge>
          ) : (
            <StatusBadge tone={STATUS_TONE[s.status] ?? "neutral"}>{messageOr(t, `status.${s.status}`, s.status)}</StatusBadge>
          )}
        </span>
      </div>
      {live && s.currentPeriodEnd && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          {canceling ? <CalendarX2 className="size-4 shrink-0" aria-hidden /> : <CalendarClock className="size-4 shrink-0" aria-hidden />}
          {canceling && endsOn ? t("accessUntil", { date: date(endsOn) }) : t("renewsOn", { date: date(s.currentPeriodEnd) })}
        </p>
      )}
      {waiting && (
        <p role="status" className="text-sm text-muted-foreground">
          {t("updating")}
        </p>
      )}
      {changeable && !waiting && (
        <div className="flex flex-wrap gap-2 border-t pt-4">
          {canceling ? (
            <Button variant="outline" size="sm" pending={pending} onClick={uncancel}>
              {t("uncancel")}
            </Button>
          ) : (
            <>
              {choices.length > 0 && <ChangePlanDialog subscriptionId={s.id} plans={choices} onDone={requested} />}
              <CancelSubscriptionDialog subscriptionId={s.id} endsOn={endsOn ? date(endsOn) : null} onDone={requested} />
            </>
          )}
        </div>
      )}
    </article>
  );
}
