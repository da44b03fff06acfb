"use client";
import { CircleCheck, CircleX, Clock, Loader2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

const POLL_MS = 1000;
const GIVE_UP_MS = 60_000;

type Phase = "waiting" | "ready" | "failed" | "slow" | "network";

/**
 * After the checkout page sends the buyer back: waits, with visible progress, until our tables say the
 * purchase is in force with everything it grants (the same entitlements every gated feature reads), then
 * says it is ready, with `summary` (what was bought) under it. Gives up politely after a minute. When the page
 * was rendered before the checkout's first webhook, there is no summary yet: the page is rendered again once
 * the purchase is ready.
 */
export function CheckoutProgress(props: { checkoutId: string; billingHref: string; summary?: ReactNode }) {
  const { checkoutId, billingHref, summary } = props;
  const t = useTranslations("billing.success");
  const router = useRouter();
  const [phase, setPhase] = useState<Phase>("waiting");
  const hasSummary = summary !== undefined;

  useEffect(() => {
    if (phase === "ready" && !hasSummary) router.refresh();
  }, [phase, hasSummary, router]);

  useEffect(() => {
    const started = Date.now();
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      try {
        const res = await fetch(`/api/billing/checkouts/${encodeURIComponent(checkoutId)}`, { cache: "no-store" });
        const { status } = (await res.json()) as { status: string };
        if (stopped) return;
        if (status === "ready") return setPhase("ready");
        if (status === "failed") return setPhase("failed");
        setPhase("waiting");
      } catch {
        if (!stopped) setPhase("network");
      }
      if (Date.now() - started > GIVE_UP_MS) return setPhase("slow");
      timer = setTimeout(tick, POLL_MS);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [checkoutId]);

  const toBilling = (
    <Button asChild>
      <Link href={billingHref}>{t("toBilling")}</Link>
    </Button>
  );
  switch (phase) {
    case "ready":
      return (
        <div className="flex flex-col items-center gap-6">
          <Outcome icon={<CircleCheck className="text-success" />} title={t("confirmed")} text={t("readyHint")} />
          {summary}
          {toBilling}
        </div>
      );
    case "failed":
      return (
        <Outcome icon={<CircleX className="text-danger" />} title={t("failedTitle")} text={t("failed")}>
          <Button asChild variant="outline">
            <Link href="/pricing">{t("backToPlans")}</Link>
          </Button>
        </Outcome>
      );
    case "slow":
      return (
        <Outcome icon={<Clock className="text-warning" />} title={t("slowTitle")} text={t("slow")}>
          {toBilling}
        </Outcome>
      );
    default:
      return (
        <div role="status" aria-live="polite">
          <Outcome
            icon={<Loader2 className="animate-spin text-muted-foreground" />}
            title={t("waiting")}
            text={phase === "network" ? t("network") : t("waitingHint")}
          />
        </div>
      );
  }
}

function Outcome({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-muted [&_svg]:size-6" aria-hidden>
        {icon}
      </div>
      <p className="text-lg font-semibold tracking-tight">{title}</p>
      <p className="max-w-sm text-sm text-pretty text-muted-foreground">{text}</p>
      {children && <div className="mt-2 flex flex-wrap justify-center gap-2">{children}</div>}
    </div>
  );
}
