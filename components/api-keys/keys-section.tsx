"use client";
/**
 * API keys, listed and managed: "Create key" (a name, the scopes the person's role allows, an expiry) through
 * POST /api/auth/api-key/create, the secret shown once with a copy button, and each key revoked after a
 * confirmation (POST /api/auth/api-key/delete). With `organizationId`, the organization's keys.
 */
import { KeyRound, Plus, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useFormatter, useNow, useTranslations } from "next-intl";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SecretOnce } from "@/components/ui/secret-once";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { toast } from "@/components/ui/toast";
import type { StepResult } from "@/components/ui/use-step";
import type { KeyListItem } from "@/lib/api/keys/queries";
import { ORGANIZATION_CONFIG, PERSONAL_CONFIG } from "@/lib/api/keys/config";
import { RESOURCES, type Scopes } from "@/lib/api/scope-list";
import { errorMessage } from "@/lib/auth/browser/error-message";
import { post } from "@/lib/auth/browser/public-client";
import { CreateKeyDialog } from "./create-key-dialog";

export function KeysSection({ keys, allowed, organizationId }: { keys: KeyListItem[]; allowed: Scopes; organizationId?: string }) {
  const t = useTranslations("apiKeys");
  const te = useTranslations("errors");
  const router = useRouter();
  const [secret, setSecret] = useState<string | null>(null);

  async function revoke(id: string): Promise<StepResult> {
    const reply = await post("/api-key/delete")({ keyId: id, configId: organizationId ? ORGANIZATION_CONFIG : PERSONAL_CONFIG });
    if (reply.error) return { ok: false, message: errorMessage(te, reply.error) };
    toast.success(t("revoked"));
    router.refresh();
    return { ok: true };
  }

  const create = (
    <CreateKeyDialog
      allowed={allowed}
      organizationId={organizationId}
      onCreated={(key) => {
        setSecret(key);
        router.refresh();
      }}
      trigger={
        <Button size="sm">
          <Plus aria-hidden />
          {t("create")}
        </Button>
      }
    />
  );

  return (
    <Card
      id="api-keys"
      title={t("title")}
      description={organizationId ? t("organizationLead") : t("personalLead")}
      actions={keys.length > 0 ? create : undefined}
      contentClassName="grid gap-4"
    >
      {secret && (
        <SecretOnce
          secret={secret}
          title={t("secretTitle")}
          text={t("secretText")}
          words={{ copy: t("copy"), copied: t("copied"), done: t("done") }}
          onDone={() => setSecret(null)}
          testId="api-key-secret"
        />
      )}
      {keys.length === 0 ? (
        <EmptyState icon={<KeyRound />} title={t("empty")} text={t("emptyText")} action={create} />
      ) : (
        <ul aria-label={t("title")} className="-mx-6 divide-y border-t">
          {keys.map((key) => (
            <KeyRow key={key.id} item={key} onRevoke={() => revoke(key.id)} />
          ))}
        </ul>
      )}
      <p className="text-sm text-muted-foreground">
        {t.rich("docs", {
          link: (chunks) => (
            <a className="font-medium text-foreground underline underline-offset-4" href="/developers/api">
              {chunks}
            </a>
          ),
        })}
      </p>
    </Card>
  );
}

function KeyRow({ item, onRevoke }: { item: KeyListItem; onRevoke: () => Promise<StepResult> }) {
  const t = useTranslations("apiKeys");
  const format = useFormatter();
  const now = useNow();
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium" });
  const expired = item.expiresAt !== null && new Date(item.expiresAt) < now;
  const scopes = RESOURCES.flatMap((resource) => (item.scopes[resource] ?? []).map((action) => `${resource}:${action}`));
  return (
    <li className="flex flex-wrap items-start gap-x-4 gap-y-2 px-6 py-3">
      <div className="grid min-w-0 flex-1 basis-56 gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="truncate font-medium">{item.name}</span>
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{item.start}…</code>
          {expired && <Badge variant="danger">{t("expired")}</Badge>}
        </span>
        <span className="flex flex-wrap gap-1">
          {scopes.length === 0 ? (
            <Badge variant="outline">{t("noScopes")}</Badge>
          ) : (
            scopes.map((scope) => (
              <Badge key={scope} variant="neutral" className="font-mono">
                {scope}
              </Badge>
            ))
          )}
        </span>
        <span className="text-sm text-muted-foreground">
          {t("created", { date: date(item.createdAt) })}
          {" · "}
          {item.lastUsedAt ? t("lastUsed", { time: format.relativeTime(new Date(item.lastUsedAt), now) }) : t("neverUsed")}
          {" · "}
          {item.expiresAt ? t("expires", { date: date(item.expiresAt) }) : t("noExpiry")}
        </span>
      </div>
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="sm" aria-label={t("revokeLabel", { name: item.name })}>
            <Trash2 aria-hidden />
            {t("revoke")}
          </Button>
        }
        title={t("revokeTitle", { name: item.name })}
        description={t("revokeText")}
        cancelLabel={t("cancel")}
        confirmLabel={t("revoke")}
        onConfirm={onRevoke}
      />
    </li>
  );
}
