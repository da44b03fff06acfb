"use client";
/**
 * The guided setup of a connection: SAML (the provider's metadata pasted, uploaded or at an address, or its parts)
 * or OpenID Connect (issuer, client id and secret; endpoints discovered), the attributes to read, the domains it
 * serves. Once saved, its card shows what to paste into the provider and how to test it.
 */
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { FilePicker } from "@/components/ui/file-picker";
import { FormField } from "@/components/ui/form-field";
import { Form } from "@/components/ui/form";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useStep } from "@/components/ui/use-step";
import { createConnectionAction } from "@/lib/auth/sso/actions";

type Kind = "saml" | "oidc";
type Source = "xml" | "url" | "parts";

const value = (data: FormData, name: string) => String(data.get(name) ?? "").trim();

export function NewConnectionCard({ organizationId, verifiedDomains }: { organizationId: string; verifiedDomains: string[] }) {
  const t = useTranslations("sso");
  const router = useRouter();
  const [kind, setKind] = useState<Kind>("saml");
  const [source, setSource] = useState<Source>("xml");
  const [xml, setXml] = useState("");
  const create = useStep(t("errors.network"));
  const defaults =
    kind === "saml" ? { email: "email", name: "displayName", groups: "groups" } : { email: "email", name: "name", groups: "groups" };

  async function submit(data: FormData) {
    const mapping = { email: value(data, "mapEmail"), name: value(data, "mapName"), groups: value(data, "mapGroups") };
    const common = { organizationId, domain: value(data, "domain"), mapping };
    const done = await create.run(() =>
      kind === "oidc"
        ? createConnectionAction({
            ...common,
            type: "oidc",
            issuer: value(data, "issuer"),
            clientId: value(data, "clientId"),
            clientSecret: value(data, "clientSecret"),
            discoveryUrl: value(data, "discoveryUrl"),
          })
        : createConnectionAction({
            ...common,
            type: "saml",
            ...(source === "xml" ? { metadataXml: xml } : {}),
            ...(source === "url" ? { metadataUrl: value(data, "metadataUrl") } : {}),
            ...(source === "parts"
              ? { entityId: value(data, "entityId"), ssoUrl: value(data, "ssoUrl"), certificate: value(data, "certificate") }
              : {}),
          }),
    );
    if (done) {
      toast.success(t("setup.created"));
      router.refresh();
    }
  }

  return (
    <Card id="sso-new" title={t("setup.title")} description={t("setup.lead")}>
      <Form aria-label={t("setup.title")} className="grid gap-4" onData={submit} key={kind}>
        <SegmentedControl
          legend={t("setup.kind")}
          name="kind"
          value={kind}
          onValueChange={setKind}
          options={[
            { value: "saml", label: "SAML" },
            { value: "oidc", label: "OpenID Connect" },
          ]}
        />
        <Field
          label={t("setup.domains")}
          name="domain"
          required
          defaultValue={verifiedDomains.join(", ")}
          hint={t("setup.domainsHint")}
          autoComplete="off"
        />
        {kind === "oidc" ? (
          <>
            <Field label={t("setup.issuer")} name="issuer" type="url" required placeholder="https://login.example.com" />
            <Field label={t("setup.clientId")} name="clientId" required autoComplete="off" />
            <Field label={t("setup.clientSecret")} name="clientSecret" type="password" required autoComplete="off" />
            <Field label={t("setup.discoveryUrl")} name="discoveryUrl" type="url" hint={t("setup.discoveryHint")} />
          </>
        ) : (
          <>
            <SegmentedControl
              legend={t("setup.metadataSource")}
              name="source"
              value={source}
              onValueChange={setSource}
              options={[
                { value: "xml", label: t("setup.sourceXml") },
                { value: "url", label: t("setup.sourceUrl") },
                { value: "parts", label: t("setup.sourceParts") },
              ]}
            />
            {source === "xml" && (
              <>
                <FormField label={t("setup.metadataFile")} id="sso-metadata-file">
                  <FilePicker
                    id="sso-metadata-file"
                    accept=".xml,application/xml,text/xml"
                    choose={t("setup.chooseFile")}
                    none={t("setup.noFile")}
                    onFile={async (file) => setXml(await file.text())}
                  />
                </FormField>
                <FormField label={t("setup.metadataXml")} id="sso-metadata-xml">
                  <Textarea
                    id="sso-metadata-xml"
                    rows={5}
                    value={xml}
                    onChange={(e) => setXml(e.target.value)}
                    className="font-mono text-xs"
                  />
                </FormField>
              </>
            )}
            {source === "url" && <Field label={t("setup.metadataUrl")} name="metadataUrl" type="url" required />}
            {source === "parts" && (
              <>
                <Field label={t("setup.entityId")} name="entityId" required />
                <Field label={t("setup.ssoUrl")} name="ssoUrl" type="url" required />
                <FormField label={t("setup.certificate")} id="sso-certificate">
                  <Textarea
                    id="sso-certificate"
                    name="certificate"
                    rows={4}
                    required
                    className="font-mono text-xs"
                    placeholder="-----BEGIN CERTIFICATE-----"
                  />
                </FormField>
              </>
            )}
          </>
        )}
        <fieldset className="grid gap-3 sm:grid-cols-3">
          <legend className="mb-2 text-sm font-medium">{t("setup.mapping")}</legend>
          <Field label={t("setup.mapEmail")} name="mapEmail" defaultValue={defaults.email} required />
          <Field label={t("setup.mapName")} name="mapName" defaultValue={defaults.name} required />
          <Field label={t("setup.mapGroups")} name="mapGroups" defaultValue={defaults.groups} required />
        </fieldset>
        {create.error && <Alert tone="error">{create.error}</Alert>}
        <Button type="submit" className="w-fit" pending={create.pending}>
          {t("setup.create")}
        </Button>
      </Form>
    </Card>
  );
}
