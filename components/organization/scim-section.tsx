"use client";
/**
 * "Provisioning (SCIM)" in an organization's settings, for owners and admins: the SCIM base URL to copy, the
 * token's state (created, last used, expires, the SSO connection it names), generating or rotating it (the secret
 * shown once, with a copy button) and revoking it after a confirmation. Calls /api/auth/scim/generate-token and
 * /revoke-token (lib/auth/scim/token-endpoints.ts).
 */
import { KeyRound, RefreshCw, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { SecretOnce } from "@/components/ui/secret-once";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { NativeSelect } from "@/components/ui/field";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { useStep, type StepResult } from "@/components/ui/use-step";
import { errorMessage, type AuthError } from "@/lib/auth/browser/error-message";

export type ScimTokenView = { createdAt: string; lastUsedAt: string | null; expiresAt: string; providerId: string | null } | null;

type Reply<T> = { data: T | null; error: AuthError };

async function post<T>(path: string, body: Record<string, unknown>): Promise<Reply<T>> {
  const { authClient } = await import("@/lib/auth/browser/client");
  return (await authClient.$fetch(path, { method: "POST", body })) as Reply<T>;
}

export function ScimSection({
  organizationId,
  baseUrl,
  token,
  providers,
}: {
  organizationId: string;
  baseUrl: string;
  token: ScimTokenView;
  providers: string[];
}) {
  const t = useTranslations("org.scim");
  const te = useTranslations("errors");
  const format = useFormatter();
  const router = useRouter();
  const urlId = useId();
  const providerField = useId();
  const [providerId, setProviderId] = useState(token?.providerId ?? "");
  const [secret, setSecret] = useState<string | null>(null);
  const generate = useStep(te("network"));

  async function mint(): Promise<StepResult> {
    try {
      const reply = await post<{ scimToken: string }>(
        "/scim/generate-token",
        providerId ? { organizationId, providerId } : { organizationId },
      );
      if (reply.error || !reply.data) return { ok: false, message: errorMessage(te, reply.error) };
      setSecret(reply.data.scimToken);
      router.refresh();
      return { ok: true };
    } catch {
      return { ok: false, message: te("network") };
    }
  }

  async function revoke(): Promise<StepResult> {
    try {
      const reply = await post<{ revoked: boolean }>("/scim/revoke-token", { organizationId });
      if (reply.error) return { ok: false, message: errorMessage(te, reply.error) };
      setSecret(null);
      router.refresh();
      toast.success(t("revoked"));
      return { ok: true };
    } catch {
      return { ok: false, message: te("network") };
    }
  }

  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });

  return (
    <Card id="scim" title={t("title")} description={t("lead")}>
      <FormField
        label={t("baseUrl")}
        id={urlId}
        description={t("baseUrlHint")}
        labelAside={<CopyButton text={baseUrl} label={t("copyUrl")} done={t("copied")} />}
      >
        <Input readOnly value={baseUrl} className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
      </FormField>

      {providers.length > 0 && (
        <FormField label={t("provider")} id={providerField} description={t("providerHint")}>
          <NativeSelect value={providerId} onChange={(e) => setProviderId(e.target.value)}>
            <option value="">{t("noProvider")}</option>
            {providers.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}

      {secret && (
        <SecretOnce
          secret={secret}
          title={t("newTokenTitle")}
          text={t("newTokenText")}
          words={{ copy: t("copy"), copied: t("copied"), done: t("done") }}
          onDone={() => setSecret(null)}
          testId="scim-secret"
        />
      )}

      {generate.error && <Alert tone="error">{generate.error}</Alert>}

      {token ? (
        <div className="grid gap-3" data-testid="scim-token">
          <div className="flex flex-wrap items-center gap-2">
            <KeyRound className="size-4 text-muted-foreground" aria-hidden />
            <span className="text-sm font-medium">{t("tokenTitle")}</span>
            <Badge variant="success">{t("active")}</Badge>
            {token.providerId && <Badge variant="outline">{token.providerId}</Badge>}
          </div>
          <dl className="grid gap-1 text-sm text-muted-foreground sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt>{t("created")}</dt>
            <dd className="text-foreground">{date(token.createdAt)}</dd>
            <dt>{t("lastUsed")}</dt>
            <dd className="text-foreground">{token.lastUsedAt ? date(token.lastUsedAt) : t("neverUsed")}</dd>
            <dt>{t("expires")}</dt>
            <dd className="text-foreground">{date(token.expiresAt)}</dd>
          </dl>
          <div className="flex flex-wrap gap-2">
            <ConfirmDialog
              trigger={
                <Button variant="outline">
                  <RefreshCw aria-hidden />
                  {t("rotate")}
                </Button>
              }
              tone="primary"
              title={t("rotateTitle")}
              description={t("rotateText")}
              cancelLabel={t("cancel")}
              confirmLabel={t("rotate")}
              onConfirm={mint}
            />
            <ConfirmDialog
              trigger={
                <Button variant="danger">
                  <Trash2 aria-hidden />
                  {t("revoke")}
                </Button>
              }
              title={t("revokeTitle")}
              description={t("revokeText")}
              cancelLabel={t("cancel")}
              confirmLabel={t("revoke")}
              onConfirm={revoke}
            />
          </div>
        </div>
      ) : (
        <EmptyState
          icon={<KeyRound />}
          title={t("none")}
          text={t("noneText")}
          action={
            <Button pending={generate.pending} onClick={() => void generate.run(mint)}>
              {t("generate")}
            </Button>
          }
        />
      )}
    </Card>
  );
}
