import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ApiPlayground } from "@/components/billing/api-playground";
import { Card } from "@/components/ui/card";
import { meterEntitlement } from "@/lib/billing/entitlements";
import { liveMeter } from "@/lib/billing/usage";
import { requireSession } from "@/lib/signed-in";

/** A small feature gated on a benefit: each use consumes one metered unit of the usage-based plan. */
export default async function DemoPage() {
  const session = await requireSession();
  const t = await getTranslations("demo");
  const entitlement = await meterEntitlement({ userId: session.user.id });
  return (
    <Card title={t("title")}>
      <p className="text-sm">{t("lead")}</p>
      {entitlement ? (
        <ApiPlayground initial={await liveMeter(session.user.id, entitlement.meterId)} />
      ) : (
        <p className="text-sm">
          {t("locked")}{" "}
          <Link href="/pricing" className="font-medium text-blue-700 hover:underline dark:text-blue-400">
            {t("seePlans")}
          </Link>
        </p>
      )}
    </Card>
  );
}
