import { Lock } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ApiPlayground } from "@/components/billing/api-playground";
import { BillingHeader } from "@/components/billing/billing-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { meterEntitlement } from "@/lib/billing/entitlements";
import { liveMeter } from "@/lib/billing/usage";
import { requireSession } from "@/lib/signed-in";

export async function generateMetadata() {
  const t = await getTranslations("demo");
  return { title: t("title") };
}

/**
 * A small feature gated on an entitlement (lib/billing/entitlements: the same source the checkout's success
 * page waits for): each use consumes one metered unit of the usage-based plan.
 */
export default async function DemoPage() {
  const session = await requireSession();
  const t = await getTranslations("demo");
  const entitlement = await meterEntitlement({ userId: session.user.id });
  return (
    <div className="flex w-full flex-col gap-8">
      <BillingHeader title={t("title")} description={t("lead")} />
      {entitlement ? (
        <Card id="playground" title={t("consoleTitle")} description={t("consoleLead")}>
          <ApiPlayground initial={await liveMeter(session.user.id, entitlement.meterId)} />
        </Card>
      ) : (
        <EmptyState
          icon={<Lock />}
          title={t("locked")}
          text={t("lockedHint")}
          className="bg-card"
          action={
            <Button asChild>
              <Link href="/pricing">{t("seePlans")}</Link>
            </Button>
          }
        />
      )}
    </div>
  );
}
