"use client";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ChoiceField } from "@/components/ui/field";
import type { ActionResult } from "@/lib/action";
import { cancelAction, changePlanAction, uncancelAction } from "@/lib/billing/actions";
import { CANCELLATION_REASONS, isLive, type CancellationReason, type PlanChoice, type SubscriptionView } from "@/lib/billing/model";
import { messageOr } from "@/lib/i18n/message-or";
import { formatMoney } from "./money";

/** One subscription: what it costs, until when, and cancel at period end (with a reason) or take that back. */
export function SubscriptionCard({ subscription: s, canManage = true, plans = [] }: { subscription: SubscriptionView; canManage?: boolean; plans?: PlanChoice[] }) {
  const t = useTranslations("billing");
  const format = useFormatter();
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<ActionResult | null>(null);
  const [pending, start] = useTransition();
  // What the actions act on: a live subscription, for someone allowed to change it.
  const live = isLive(s.status);
  const changeable = live && canManage;
  const endsOn = s.endsAt ?? s.currentPeriodEnd;

  const run = (action: () => Promise<ActionResult>) =>
    start(async () => {
      const outcome = await action();
      setResult(outcome);
      if (outcome.ok) {
        setAsking(false);
        // The change reaches our tables by webhook a moment later.
        setTimeout(() => router.refresh(), 700);
      }
    });

  const switchPlan = (form: FormData) => run(() => changePlanAction({ subscriptionId: s.id, productId: String(form.get("productId")) }));

  // The reason comes from the form's own choices; the action checks it again, as it checks any input.
  const cancel = (form: FormData) =>
    run(() => cancelAction({ subscriptionId: s.id, reason: String(form.get("reason")) as CancellationReason, comment: String(form.get("comment") ?? "") }));

  return (
    <article aria-label={s.productName} className="flex flex-col gap-2 rounded-md border border-zinc-200 p-4 dark:border-zinc-800">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{s.productName}</h3>
        <span data-testid="subscription-status" className="text-sm">
          {messageOr(t, `status.${s.status}`, s.status)}
          {s.cancelAtPeriodEnd && live && endsOn ? ` · ${t("endsOn", { date: format.dateTime(new Date(endsOn), { dateStyle: "medium" }) })}` : ""}
        </span>
      </div>
      <p className="text-sm">
        {formatMoney(format, s.amount, s.currency)} {t(s.interval === "year" ? "perYear" : "perMonth")}
        {s.currentPeriodEnd && live && !s.cancelAtPeriodEnd && <> · {t("renewsOn", { date: format.dateTime(new Date(s.currentPeriodEnd), { dateStyle: "medium" }) })}</>}
        {s.discountId && <> · {t("discounted")}</>}
      </p>
      {result && !result.ok && <Alert tone="error">{result.message}</Alert>}
      {result?.ok && <Alert tone="success">{t("changeRequested")}</Alert>}
      {changeable && !s.cancelAtPeriodEnd && !asking && (
        <Button variant="secondary" className="self-start" onClick={() => setAsking(true)}>
          {t("cancel")}
        </Button>
      )}
      {changeable && !s.cancelAtPeriodEnd && asking && (
        <form action={cancel} className="flex flex-col gap-2" aria-label={t("cancelTitle")}>
          <ChoiceField label={t("cancelReason")} name="reason" placeholder={t("chooseReason")} choices={CANCELLATION_REASONS.map((r) => ({ value: r, label: t(`reasons.${r}`) }))} />
          <label className="flex flex-col gap-1 text-sm">
            {t("cancelComment")}
            <textarea name="comment" maxLength={500} rows={2} className="rounded-md border border-zinc-300 px-3 py-2 dark:border-zinc-700 dark:bg-zinc-950" />
          </label>
          <div className="flex gap-2">
            <Button type="submit" variant="danger" disabled={pending}>
              {t("confirmCancel")}
            </Button>
            <Button variant="ghost" onClick={() => setAsking(false)}>
              {t("keep")}
            </Button>
          </div>
        </form>
      )}
      {changeable && !s.cancelAtPeriodEnd && !asking && plans.length > 0 && (
        <form action={switchPlan} className="flex flex-wrap items-end gap-2" aria-label={t("changePlan")}>
          <ChoiceField label={t("changePlanTo")} name="productId" placeholder={t("choosePlan")} choices={plans.map((p) => ({ value: p.id, label: p.name }))} />
          <Button type="submit" variant="secondary" disabled={pending}>
            {t("changePlan")}
          </Button>
        </form>
      )}
      {changeable && s.cancelAtPeriodEnd && (
        <Button variant="secondary" className="self-start" disabled={pending} onClick={() => run(() => uncancelAction({ subscriptionId: s.id }))}>
          {t("uncancel")}
        </Button>
      )}
    </article>
  );
}
