import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/page-header";
import { EndpointList } from "@/components/webhooks/endpoint-list";
import { requireOperator } from "@/lib/admin/guard";
import { listEndpoints } from "@/lib/webhooks/endpoints";
import { EVENT_GROUPS, type EventGroup } from "@/lib/webhooks/event-types";
import { endpointListPath } from "@/lib/webhooks/paths";

export const generateMetadata = async () => ({ title: (await getTranslations("webhooks"))("consoleTitle") });

const GROUPS = Object.keys(EVENT_GROUPS) as EventGroup[];

/** The operators' outbound webhook endpoints: every account event of the app. (The Polar log is /admin/webhooks.) */
export default async function OutboundWebhooksPage() {
  await requireOperator();
  const [t, endpoints] = await Promise.all([getTranslations("webhooks"), listEndpoints({ kind: "app" })]);
  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title={t("consoleTitle")}
        description={
          <>
            {t("consoleIntro")}{" "}
            <Link href="/admin/webhooks" className="text-link underline-offset-4 hover:underline">
              {t("inboundLink")}
            </Link>
          </>
        }
      />
      <p className="text-xs text-muted-foreground">{t("docsNote")}</p>
      <EndpointList endpoints={endpoints} basePath={endpointListPath()} groups={GROUPS} />
    </div>
  );
}
