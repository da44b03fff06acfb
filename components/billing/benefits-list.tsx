import { getFormatter, getTranslations } from "next-intl/server";

export type BenefitView = { id: string; type: string; description: string; properties: Record<string, unknown>; grantProperties: Record<string, unknown> };
export type MeterView = { meterId: string; name: string; consumed: number; credited: number };

/** What the user's purchases grant them, each kind explained in its own terms. */
export async function BenefitsList({ benefits }: { benefits: BenefitView[] }) {
  const t = await getTranslations("billing");
  if (benefits.length === 0) return <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("noBenefits")}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {benefits.map((b) => (
        <li key={b.id} className="rounded-md border border-zinc-200 p-3 text-sm dark:border-zinc-800">
          <div className="font-medium">{b.description}</div>
          <BenefitDetail benefit={b} />
        </li>
      ))}
    </ul>
  );
}

async function BenefitDetail({ benefit: b }: { benefit: BenefitView }) {
  const t = await getTranslations("billing.benefits");
  switch (b.type) {
    case "license_keys": {
      const key = String(b.grantProperties.user_provided_key ?? b.grantProperties.display_key ?? "");
      const limit = (b.properties.activations as { limit?: number } | null)?.limit;
      return (
        <div className="mt-1 flex flex-col gap-1">
          <span>
            {t("licenseKey")} <code data-testid="license-key" className="rounded bg-zinc-100 px-1 dark:bg-zinc-800">{key}</code>
          </span>
          {limit ? <span className="text-zinc-600 dark:text-zinc-400">{t("activations", { limit })}</span> : null}
          <span className="text-zinc-600 dark:text-zinc-400">{b.properties.expires ? t("expires") : t("noExpiry")}</span>
        </div>
      );
    }
    case "custom":
      return b.properties.note ? <p className="mt-1 whitespace-pre-line text-zinc-700 dark:text-zinc-300">{String(b.properties.note)}</p> : null;
    case "discord":
      return <p className="mt-1 text-zinc-600 dark:text-zinc-400">{t("discord")}</p>;
    case "github_repository":
      return <p className="mt-1 text-zinc-600 dark:text-zinc-400">{t("github", { repository: `${String(b.properties.repository_owner)}/${String(b.properties.repository_name)}` })}</p>;
    case "downloadables":
      return <p className="mt-1 text-zinc-600 dark:text-zinc-400">{t("downloadables")}</p>;
    case "meter_credit":
      return <p className="mt-1 text-zinc-600 dark:text-zinc-400">{t("meterCredit", { units: Number(b.properties.units ?? 0) })}</p>;
    default:
      return null;
  }
}

/** Usage meters: consumed, credited and the balance, with a bar. */
export async function UsageMeters({ meters }: { meters: MeterView[] }) {
  const [t, format] = await Promise.all([getTranslations("billing"), getFormatter()]);
  if (meters.length === 0) return <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("noUsage")}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {meters.map((m) => {
        const balance = m.credited - m.consumed;
        return (
          <li key={m.meterId} className="flex flex-col gap-1 text-sm" data-testid="usage-meter">
            <div className="flex justify-between gap-2">
              <span className="font-medium">{m.name}</span>
              <span>{t("usage.numbers", { consumed: format.number(m.consumed), credited: format.number(m.credited), balance: format.number(balance) })}</span>
            </div>
            <meter className="w-full" min={0} max={Math.max(m.credited, m.consumed, 1)} value={m.consumed} aria-label={t("usage.bar", { name: m.name })} />
          </li>
        );
      })}
    </ul>
  );
}
