"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";

const POLL_MS = 1000;
const GIVE_UP_MS = 60_000;

type Phase = "waiting" | "succeeded" | "failed" | "slow" | "network";

/**
 * After the checkout page sends the buyer back: waits, with visible progress, until Polar's webhook has
 * confirmed the purchase in our own tables, then says so. Gives up politely after a minute.
 */
export function CheckoutProgress({ checkoutId }: { checkoutId: string }) {
  const t = useTranslations("billing");
  const [phase, setPhase] = useState<Phase>("waiting");
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    const started = Date.now();
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      try {
        const res = await fetch(`/api/billing/checkouts/${encodeURIComponent(checkoutId)}`, { cache: "no-store" });
        const { status } = (await res.json()) as { status: string };
        if (stopped) return;
        if (status === "ready") return setPhase("succeeded");
        if (status === "failed") return setPhase("failed");
        setPhase("waiting");
      } catch {
        if (!stopped) setPhase("network");
      }
      setSeconds(Math.round((Date.now() - started) / 1000));
      if (Date.now() - started > GIVE_UP_MS) return setPhase("slow");
      timer = setTimeout(tick, POLL_MS);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [checkoutId]);

  if (phase === "succeeded") {
    return (
      <div className="flex flex-col gap-3">
        <Alert tone="success">{t("success.confirmed")}</Alert>
        <Link href="/billing" className="font-medium text-blue-700 hover:underline dark:text-blue-400">
          {t("success.toBilling")}
        </Link>
      </div>
    );
  }
  if (phase === "failed") return <Alert tone="error">{t("success.failed")}</Alert>;
  if (phase === "slow") return <Alert tone="info">{t("success.slow")}</Alert>;
  return (
    <div className="flex flex-col gap-2" role="status" aria-live="polite">
      <p>{phase === "network" ? t("success.network") : t("success.waiting")}</p>
      <progress className="w-full" max={GIVE_UP_MS / 1000} value={seconds} aria-label={t("success.progress")} />
    </div>
  );
}
