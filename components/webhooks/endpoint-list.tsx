"use client";
/**
 * The endpoints of the app (the console) or of an organization: each with its address, description, events and
 * state, opening its page; the "Add endpoint" dialog; the new endpoint's secret, shown once.
 */
import { Webhook } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import type { EventGroup } from "@/lib/webhooks/event-types";
import type { EndpointView } from "@/lib/webhooks/views";
import { EndpointFormDialog } from "./endpoint-form-dialog";
import { EndpointStatus } from "./endpoint-status";
import { SecretNotice } from "./secret-notice";

type Props = { endpoints: EndpointView[]; basePath: string; organizationId?: string; groups: readonly EventGroup[] };

export function EndpointList({ endpoints, basePath, organizationId, groups }: Props) {
  const t = useTranslations("webhooks");
  const [secret, setSecret] = useState<string | null>(null);
  const add = (
    <EndpointFormDialog organizationId={organizationId} groups={groups} onCreated={setSecret} trigger={<Button>{t("add")}</Button>} />
  );
  return (
    <div className="grid gap-4">
      <div className="flex justify-end">{endpoints.length > 0 && add}</div>
      {secret && <SecretNotice secret={secret} onDone={() => setSecret(null)} />}
      {endpoints.length === 0 ? (
        <EmptyState icon={<Webhook />} title={t("empty")} text={t("emptyText")} action={add} />
      ) : (
        <ul className="grid gap-2" aria-label={t("title")}>
          {endpoints.map((endpoint) => (
            <li key={endpoint.id}>
              <Link
                href={`${basePath}/${endpoint.id}`}
                className="grid gap-1 rounded-lg border bg-card p-3 text-sm transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:grid-cols-[1fr_auto] sm:items-center"
              >
                <span className="grid min-w-0 gap-0.5">
                  <span className="font-mono text-xs font-medium [overflow-wrap:anywhere]">{endpoint.url}</span>
                  {endpoint.description && <span className="text-muted-foreground [overflow-wrap:anywhere]">{endpoint.description}</span>}
                  <span className="text-xs text-muted-foreground">{t("eventCount", { count: endpoint.eventTypes.length })}</span>
                </span>
                <EndpointStatus endpoint={endpoint} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
