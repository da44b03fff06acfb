"use client";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useAuthAction } from "@/components/auth/use-auth-action";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { ProviderButton } from "@/lib/auth/available-providers";
import { authClient } from "@/lib/auth/client";

type AccountRow = { id: string; providerId: string; accountId: string; createdAt: string };

export function AccountsSection({ accounts, providers }: { accounts: AccountRow[]; providers: ProviderButton[] }) {
  const t = useTranslations("settings.accounts");
  const format = useFormatter();
  const router = useRouter();
  const { pending, error, run } = useAuthAction();
  const nameOf = (id: string) => (id === "credential" ? t("credential") : (providers.find((p) => p.id === id)?.name ?? id));
  const unlinked = providers.filter((p) => !accounts.some((a) => a.providerId === p.id));

  async function unlink(a: AccountRow) {
    const result = await run(() => authClient.unlinkAccount({ accountId: a.id }));
    if (result && !result.error) router.refresh();
  }

  function link(p: ProviderButton) {
    const callbackURL = "/settings";
    return run(() => authClient.linkSocial({ provider: p.id, callbackURL, errorCallbackURL: callbackURL }));
  }

  return (
    <Card title={t("title")} id="accounts">
      {error && <Alert tone="error">{error}</Alert>}
      <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
        {accounts.map((a) => (
          <li key={a.id} className="flex items-center justify-between gap-2 py-2" data-testid="account-row">
            <div className="text-sm">
              <p className="font-medium">{nameOf(a.providerId)}</p>
              <p className="text-zinc-500">{t("linked", { date: format.dateTime(new Date(a.createdAt), { dateStyle: "medium" }) })}</p>
            </div>
            <Button variant="secondary" disabled={pending} onClick={() => unlink(a)} aria-label={`${t("unlink")} ${nameOf(a.providerId)}`}>
              {t("unlink")}
            </Button>
          </li>
        ))}
      </ul>
      {unlinked.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {unlinked.map((p) => (
            <Button key={p.id} variant="secondary" disabled={pending} onClick={() => link(p)}>
              {t("link", { provider: p.name })}
            </Button>
          ))}
        </div>
      )}
    </Card>
  );
}
