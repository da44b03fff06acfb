import { Download, FolderGit2, Gauge, Gift, KeyRound, LifeBuoy, MessagesSquare } from "lucide-react";
import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { benefitName, type Entitlement } from "@/lib/billing/entitlements";
import { licenseKeyText } from "@/lib/billing/license-keys";

const ICONS: Record<string, ReactNode> = {
  license_keys: <KeyRound />,
  custom: <LifeBuoy />,
  discord: <MessagesSquare />,
  github_repository: <FolderGit2 />,
  downloadables: <Download />,
  meter_credit: <Gauge />,
};

/** What the purchases grant, each named in the reader's language and explained in its own terms. */
export async function BenefitsList({ benefits, emptyText }: { benefits: Entitlement[]; emptyText: string }) {
  const [t, locale] = await Promise.all([getTranslations("billing"), getLocale()]);
  if (benefits.length === 0) return <EmptyState icon={<Gift />} title={t("noBenefits")} text={emptyText} />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {benefits.map((b) => (
        <li key={b.benefitId} className="flex gap-3 rounded-lg border bg-card p-4 text-sm">
          <span
            className="flex size-9 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground [&_svg]:size-4"
            aria-hidden
          >
            {ICONS[b.type] ?? <Gift />}
          </span>
          <div className="grid min-w-0 gap-1">
            <p className="font-medium">{benefitName(b, locale)}</p>
            <BenefitDetail benefit={b} />
          </div>
        </li>
      ))}
    </ul>
  );
}

async function BenefitDetail({ benefit: b }: { benefit: Entitlement }) {
  const t = await getTranslations("billing.benefits");
  const muted = "text-muted-foreground";
  switch (b.type) {
    case "license_keys": {
      // The key is Polar's grant; between the purchase and its grant's arrival it is being issued. The grant
      // shows it masked, so the whole key is asked of Polar.
      const keyId = b.grant?.properties.license_key_id;
      const whole = typeof keyId === "string" ? await licenseKeyText(keyId) : null;
      const key = b.grant ? String(whole ?? b.grant.properties.user_provided_key ?? b.grant.properties.display_key ?? "") : "";
      const limit = (b.properties.activations as { limit?: number } | null)?.limit;
      return (
        <div className="grid gap-1">
          {key ? (
            <code data-testid="license-key" className="w-fit rounded-md border bg-muted px-2 py-0.5 font-mono text-xs break-all">
              {key}
            </code>
          ) : (
            <p className={muted}>{t("keyPending")}</p>
          )}
          <p className={muted}>
            {limit ? `${t("activations", { limit })} · ` : ""}
            {b.properties.expires ? t("expires") : t("noExpiry")}
          </p>
        </div>
      );
    }
    case "custom":
      return b.properties.note ? <p className={`whitespace-pre-line ${muted}`}>{String(b.properties.note)}</p> : null;
    case "discord":
      return <p className={muted}>{t("discord")}</p>;
    case "github_repository":
      return (
        <p className={muted}>
          {t("github", { repository: `${String(b.properties.repository_owner)}/${String(b.properties.repository_name)}` })}
        </p>
      );
    case "downloadables":
      return <p className={muted}>{t("downloadables")}</p>;
    case "meter_credit":
      return <p className={muted}>{t("meterCredit", { units: Number(b.properties.units ?? 0) })}</p>;
    default:
      return null;
  }
}
