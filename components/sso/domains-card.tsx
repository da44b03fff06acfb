"use client";
/** An organization's claimed e-mail domains: the TXT record each needs, its state, a check on request, removal. */
import { Globe } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { toast } from "@/components/ui/toast";
import { useStep } from "@/components/ui/use-step";
import { checkDomainAction, claimDomainAction, removeDomainAction } from "@/lib/auth/sso/actions";

export type DomainView = { id: string; domain: string; status: "pending" | "verified" | "failed"; recordName: string; recordValue: string };

const TONE = { pending: "warning", verified: "success", failed: "danger" } as const;

function DomainRow({ organizationId, domain }: { organizationId: string; domain: DomainView }) {
  const t = useTranslations("sso");
  const router = useRouter();
  const check = useStep(t("errors.network"));
  const remove = useStep(t("errors.network"));
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium [overflow-wrap:anywhere]">{domain.domain}</span>
        <Badge variant={TONE[domain.status]}>{t(`domains.status.${domain.status}`)}</Badge>
      </div>
      {domain.status !== "verified" && (
        <div className="grid gap-1 text-sm">
          <p className="text-muted-foreground">{t("domains.recordHint")}</p>
          <dl className="grid gap-1 rounded-md bg-muted p-2 font-mono text-xs">
            <div className="grid gap-0.5 sm:grid-cols-[6rem_1fr]">
              <dt className="text-muted-foreground">{t("domains.recordName")}</dt>
              <dd className="[overflow-wrap:anywhere]">{domain.recordName}</dd>
            </div>
            <div className="grid gap-0.5 sm:grid-cols-[6rem_1fr]">
              <dt className="text-muted-foreground">{t("domains.recordValue")}</dt>
              <dd className="[overflow-wrap:anywhere]">{domain.recordValue}</dd>
            </div>
          </dl>
        </div>
      )}
      {(check.error || remove.error) && <Alert tone="error">{check.error ?? remove.error}</Alert>}
      <div className="flex flex-wrap gap-2">
        {domain.status !== "verified" && (
          <Button
            size="sm"
            variant="outline"
            pending={check.pending}
            onClick={async () => {
              const done = await check.run(() => checkDomainAction({ organizationId, domainId: domain.id }));
              if (done) toast.success(t("domains.verified"));
              router.refresh();
            }}
          >
            {t("domains.check")}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          pending={remove.pending}
          onClick={async () => {
            if (await remove.run(() => removeDomainAction({ organizationId, domainId: domain.id }))) router.refresh();
          }}
        >
          {t("domains.remove")}
        </Button>
      </div>
    </li>
  );
}

export function DomainsCard({ organizationId, domains }: { organizationId: string; domains: DomainView[] }) {
  const t = useTranslations("sso");
  const router = useRouter();
  const add = useStep(t("errors.network"));
  return (
    <Card id="sso-domains" title={t("domains.title")} description={t("domains.lead")}>
      <div className="grid gap-4">
        {domains.length === 0 ? (
          <EmptyState icon={<Globe />} title={t("domains.emptyTitle")} text={t("domains.emptyText")} />
        ) : (
          <ul className="grid gap-3">
            {domains.map((d) => (
              <DomainRow key={d.id} organizationId={organizationId} domain={d} />
            ))}
          </ul>
        )}
        <Form
          aria-label={t("domains.add")}
          className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-start"
          onData={async (data) => {
            const domain = String(data.get("domain") ?? "");
            if (await add.run(() => claimDomainAction({ organizationId, domain }))) router.refresh();
          }}
        >
          <Field label={t("domains.domain")} name="domain" placeholder="example.com" autoComplete="off" required error={add.error} />
          {/* Level with the field, under its label (a line and the field's gap), whatever the error below it says. */}
          <Button type="submit" pending={add.pending} className="sm:mt-5.5">
            {t("domains.add")}
          </Button>
        </Form>
      </div>
    </Card>
  );
}
