"use client";
import { Send } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { callApiAction } from "@/lib/billing/actions";
import type { MeterReading } from "@/lib/billing/model";
import { MeterBar } from "./meter-bar";

/** Uses the gated feature and shows the meter it counts on, with the latest answer of the API. */
export function ApiPlayground({ initial }: { initial: MeterReading | null }) {
  const t = useTranslations("demo");
  const format = useFormatter();
  const [reading, setReading] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [answers, setAnswers] = useState<string[]>([]);
  const [pending, start] = useTransition();

  const call = () =>
    start(async () => {
      const result = await callApiAction();
      if (!result.ok) return setError(result.message);
      setError(null);
      setAnswers((shown) => [t("answer", { time: format.dateTime(new Date(), { timeStyle: "medium" }) }), ...shown].slice(0, 5));
      if (result.reading) setReading(result.reading);
    });

  return (
    <div className="flex flex-col gap-5">
      {reading ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm tabular-nums" data-testid="demo-usage">
            {t("usage", {
              consumed: format.number(reading.consumed),
              credited: format.number(reading.credited),
              balance: format.number(reading.balance),
            })}
          </p>
          <MeterBar value={reading.consumed} max={reading.credited} label={t("meterLabel")} />
        </div>
      ) : (
        <Alert tone="warning">{t("errors.BILLING_UNAVAILABLE")}</Alert>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={call} pending={pending}>
          {!pending && <Send aria-hidden />}
          {t("call")}
        </Button>
        <span className="text-xs text-muted-foreground">{t("callHint")}</span>
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t("responses")}</p>
        <ol aria-live="polite" className="min-h-16 rounded-lg border bg-muted/50 p-3 font-mono text-xs">
          {answers.length === 0 ? (
            <li className="text-muted-foreground">{t("noResponses")}</li>
          ) : (
            answers.map((answer, i) => (
              <li key={`${answers.length - i}`} className={i === 0 ? "text-foreground" : "text-muted-foreground"}>
                <span className="text-success">200 OK</span> · {answer}
              </li>
            ))
          )}
        </ol>
      </div>
    </div>
  );
}
