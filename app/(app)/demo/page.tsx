import Link from "next/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ApiPlayground } from "@/components/billing/api-playground";
import { Card } from "@/components/ui/card";
import { getVerifiedSession } from "@/lib/auth/session";
import { apiEntitlement, liveMeter } from "@/lib/billing/usage";

/** A small feature gated on a benefit: each use consumes one metered unit of the usage-based plan. */
export default async function DemoPage() {
  const session = await getVerifiedSession();
  if (!session) redirect("/sign-in?next=/demo");
  const t = await getTranslations("demo");
  const entitlement = await apiEntitlement(session.user.id);
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
