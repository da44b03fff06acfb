"use client";
/**
 * One SSO connection: what to paste into the identity provider (SAML), the last test and what the provider sent,
 * the switches (on, require single sign-on, IdP-initiated, owners' fallback), the role mapping, and deletion.
 */
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { ChoiceField } from "@/components/ui/field";
import { FormField } from "@/components/ui/form-field";
import { Form } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useStep } from "@/components/ui/use-step";
import { deleteConnectionAction, testConnectionAction, updateConnectionAction } from "@/lib/auth/sso/actions";

export type ConnectionView = {
  providerId: string;
  type: "saml" | "oidc";
  issuer: string;
  domain: string;
  domainVerified: boolean;
  enabled: boolean;
  requireSso: boolean;
  idpInitiated: boolean;
  ownerFallback: "password" | "magic-link" | "none";
  roleMapping: string;
  testedAt: string | null;
  testResult: Record<string, unknown> | null;
  serviceProvider: { entityId: string; acsUrl: string; metadataUrl: string } | null;
};

function Copyable({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_1fr]">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-mono text-xs [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}

export function ConnectionCard({
  organizationId,
  connection: c,
  justTested,
}: {
  organizationId: string;
  connection: ConnectionView;
  justTested: boolean;
}) {
  const t = useTranslations("sso");
  const format = useFormatter();
  const router = useRouter();
  const save = useStep(t("errors.network"));
  const test = useStep(t("errors.network"));
  const remove = useStep(t("errors.network"));
  const [confirming, setConfirming] = useState(false);
  const id = (name: string) => `${c.providerId}-${name}`;

  return (
    <Card
      id={`sso-${c.providerId}`}
      title={`${c.type === "saml" ? "SAML" : "OpenID Connect"} · ${c.domain.replaceAll(",", ", ")}`}
      description={c.type === "oidc" ? c.issuer : t("connections.samlLead")}
      actions={
        <div className="flex flex-wrap gap-1">
          <Badge variant={c.enabled ? "success" : "neutral"}>{c.enabled ? t("connections.on") : t("connections.off")}</Badge>
          {!c.domainVerified && <Badge variant="warning">{t("connections.domainsUnproven")}</Badge>}
        </div>
      }
    >
      <div className="grid gap-4">
        {c.serviceProvider && (
          <section className="grid gap-1 text-sm" aria-label={t("connections.spTitle")}>
            <p className="font-medium">{t("connections.spTitle")}</p>
            <dl className="grid gap-1 rounded-md bg-muted p-2">
              <Copyable label={t("connections.spEntityId")} value={c.serviceProvider.entityId} />
              <Copyable label={t("connections.spAcs")} value={c.serviceProvider.acsUrl} />
              <Copyable label={t("connections.spMetadata")} value={c.serviceProvider.metadataUrl} />
            </dl>
            <a className="w-fit text-sm text-link underline-offset-4 hover:underline" href={c.serviceProvider.metadataUrl} download>
              {t("connections.spDownload")}
            </a>
          </section>
        )}

        <section className="grid gap-2 text-sm" aria-label={t("connections.testTitle")}>
          <p className="font-medium">{t("connections.testTitle")}</p>
          <p className="text-muted-foreground">
            {c.testedAt
              ? t("connections.testedAt", { when: format.dateTime(new Date(c.testedAt), { dateStyle: "medium", timeStyle: "short" }) })
              : t("connections.notTested")}
          </p>
          {justTested && c.testResult && <Alert tone="success">{t("connections.testPassed")}</Alert>}
          {c.testResult && (
            <dl className="grid gap-1 rounded-md border p-2">
              {Object.entries(c.testResult).map(([key, value]) => (
                <Copyable key={key} label={key} value={typeof value === "string" ? value : JSON.stringify(value)} />
              ))}
            </dl>
          )}
          {test.error && <Alert tone="error">{test.error}</Alert>}
          <Button
            className="w-fit"
            variant="outline"
            pending={test.pending}
            disabled={!c.domainVerified}
            onClick={async () => {
              const started = await test.run(() => testConnectionAction({ organizationId, providerId: c.providerId }));
              if (started?.url) window.location.assign(started.url);
            }}
          >
            {t("connections.test")}
          </Button>
          <p className="text-muted-foreground">{t("connections.testHint")}</p>
        </section>

        <Form
          aria-label={t("connections.settings")}
          className="grid gap-3"
          onData={async (data) => {
            const done = await save.run(() =>
              updateConnectionAction({
                organizationId,
                providerId: c.providerId,
                enabled: data.get("enabled") === "on",
                requireSso: data.get("requireSso") === "on",
                idpInitiated: data.get("idpInitiated") === "on",
                ownerFallback: String(data.get("ownerFallback")) as ConnectionView["ownerFallback"],
                roleMapping: String(data.get("roleMapping") ?? ""),
              }),
            );
            if (done) {
              toast.success(t("connections.saved"));
              router.refresh();
            }
          }}
        >
          <label className="flex w-fit items-center gap-2 text-sm">
            <Checkbox name="enabled" defaultChecked={c.enabled} disabled={!c.testedAt && !c.enabled} />
            {t("connections.enable")}
          </label>
          <label className="flex w-fit items-center gap-2 text-sm">
            <Checkbox name="requireSso" defaultChecked={c.requireSso} />
            {t("connections.requireSso", { domain: c.domain.replaceAll(",", ", @") })}
          </label>
          {c.type === "saml" && (
            <label className="flex w-fit items-center gap-2 text-sm">
              <Checkbox name="idpInitiated" defaultChecked={c.idpInitiated} />
              {t("connections.idpInitiated")}
            </label>
          )}
          <ChoiceField
            label={t("connections.ownerFallback")}
            name="ownerFallback"
            placeholder={t("connections.ownerFallback")}
            defaultValue={c.ownerFallback}
            hint={t("connections.ownerFallbackHint")}
            choices={[
              { value: "password", label: t("connections.fallback.password") },
              { value: "magic-link", label: t("connections.fallback.magicLink") },
              { value: "none", label: t("connections.fallback.none") },
            ]}
          />
          <FormField label={t("connections.roleMapping")} description={t("connections.roleMappingHint")} id={id("roles")}>
            <Textarea id={id("roles")} name="roleMapping" rows={3} defaultValue={c.roleMapping} placeholder="okta-admins = admin" />
          </FormField>
          {save.error && <Alert tone="error">{save.error}</Alert>}
          <div className="flex flex-wrap justify-between gap-2">
            <Button type="submit" pending={save.pending}>
              {t("connections.save")}
            </Button>
            {confirming ? (
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-sm">{t("connections.deleteConfirm")}</span>
                <Button
                  type="button"
                  variant="danger"
                  size="sm"
                  pending={remove.pending}
                  onClick={async () => {
                    if (await remove.run(() => deleteConnectionAction({ organizationId, providerId: c.providerId }))) router.refresh();
                  }}
                >
                  {t("connections.delete")}
                </Button>
                <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(false)}>
                  {t("connections.keep")}
                </Button>
              </div>
            ) : (
              <Button type="button" variant="ghost" onClick={() => setConfirming(true)}>
                {t("connections.delete")}
              </Button>
            )}
          </div>
          {remove.error && <Alert tone="error">{remove.error}</Alert>}
        </Form>
      </div>
    </Card>
  );
}
