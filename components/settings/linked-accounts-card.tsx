/**
 * Every way to sign in: e-mail and password, then each configured provider (and any linked one no longer
 * configured), linked or not. The last way left cannot be unlinked (unless the operator allows it): its button
 * is disabled, with the reason beside it, not only in a tooltip that a touch screen cannot show.
 */
import { Mail } from "lucide-react";
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { ProviderIcon } from "@/components/auth/provider-icons";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { ProviderButton } from "@/lib/auth/server/available-providers";
import { LinkButton, UnlinkButton } from "./account-buttons";

type LinkedAccount = { id: string; providerId: string; createdAt: Date | string };

type Props = { accounts: LinkedAccount[]; providers: ProviderButton[]; allowUnlinkingAll: boolean };

export async function LinkedAccountsCard({ accounts, providers, allowUnlinkingAll }: Props) {
  const [t, format] = await Promise.all([getTranslations("settings.accounts"), getFormatter()]);
  const nameOf = (id: string) => (id === "credential" ? t("credential") : (providers.find((p) => p.id === id)?.name ?? id));
  const ids = ["credential", ...providers.map((p) => p.id)];
  for (const a of accounts) if (!ids.includes(a.providerId)) ids.push(a.providerId);
  const lastOne = accounts.length === 1 && !allowUnlinkingAll;

  return (
    <Card id="accounts" title={t("title")} description={t("description")} contentClassName="px-0! pb-0!">
      <ul className="divide-y border-t">
        {ids.map((id) => {
          const linked = accounts.find((a) => a.providerId === id);
          const name = nameOf(id);
          return (
            <li key={id} data-testid={linked ? "account-row" : "provider-row"} className="flex flex-wrap items-center gap-3 px-6 py-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg border bg-background">
                {id === "credential" ? (
                  <Mail className="size-5 text-muted-foreground" aria-hidden />
                ) : (
                  <ProviderIcon id={id} className="size-5" />
                )}
              </span>
              <div className="grid min-w-0 flex-1 basis-40 gap-0.5">
                <p className="text-sm font-medium [overflow-wrap:anywhere]">{name}</p>
                <p className="text-[0.8125rem] text-muted-foreground">
                  {linked ? t("linked", { date: format.dateTime(new Date(linked.createdAt), { dateStyle: "medium" }) }) : t("notLinked")}
                </p>
                {linked && lastOne && (
                  <p id={`last-${id}`} className="text-[0.8125rem] text-muted-foreground">
                    {t("lastMethod")}
                  </p>
                )}
              </div>
              {linked ? (
                <UnlinkButton accountId={linked.id} provider={name} lastOne={lastOne} reasonId={`last-${id}`} />
              ) : id === "credential" ? (
                <Button asChild variant="outline" size="sm">
                  <Link href="/settings/security#password">{t("link")}</Link>
                </Button>
              ) : (
                <LinkButton providerId={id} provider={name} />
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
