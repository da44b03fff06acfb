import { Activity } from "lucide-react";
import { getFormatter, getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { MeterBar } from "./meter-bar";

export type MeterView = { meterId: string; name: string; consumed: number; credited: number };

/** Usage meters: what was used of what was credited this period, the balance, and a bar. */
export async function UsageMeters({ meters }: { meters: MeterView[] }) {
  const [t, format] = await Promise.all([getTranslations("billing"), getFormatter()]);
  if (meters.length === 0) return <EmptyState icon={<Activity />} title={t("noUsageTitle")} text={t("noUsage")} />;
  return (
    <ul className="flex flex-col gap-5">
      {meters.map((m) => (
        <li key={m.meterId} className="flex flex-col gap-2 text-sm" data-testid="usage-meter">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <span className="font-medium">{m.name}</span>
            <span className="text-muted-foreground tabular-nums">
              {t("usage.numbers", {
                consumed: format.number(m.consumed),
                credited: format.number(m.credited),
                balance: format.number(m.credited - m.consumed),
              })}
            </span>
          </div>
          <MeterBar value={m.consumed} max={m.credited} label={t("usage.bar", { name: m.name })} />
        </li>
      ))}
    </ul>
  );
}
