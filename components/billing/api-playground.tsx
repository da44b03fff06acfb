"use client";
import { useFormatter, useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { callApiAction } from "@/lib/billing/actions";
import type { MeterReading } from "@/lib/billing/model";

/** Uses the gated feature and shows the meter it counts on. */
export function ApiPlayground({ initial }: { initial: MeterReading | null }) {
  const t = useTranslations("demo");
  const format = useFormatter();
  const [reading, setReading] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [pending, start] = useTransition();

  const call = () =>
    start(async () => {
      const result = await callApiAction();
      if (!result.ok) return setError(result.message);
      setError(null);
      setAnswer(t("answer", { time: format.dateTime(new Date(), { timeStyle: "medium" }) }));
      if (result.reading) setReading(result.reading);
    });

  return (
    <div className="flex flex-col gap-3">
      {reading && (
        <p className="text-sm" data-testid="demo-usage">
          {t("usage", { consumed: format.number(reading.consumed), credited: format.number(reading.credited), balance: format.number(reading.balance) })}
        </p>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {answer && <Alert tone="success">{answer}</Alert>}
      <Button className="self-start" onClick={call} disabled={pending}>
        {t("call")}
      </Button>
    </div>
  );
}
