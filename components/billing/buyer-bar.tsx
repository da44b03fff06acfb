import { getTranslations } from "next-intl/server";
import { BuyerMenu } from "./buyer-menu";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import type { Buyer, BuyerChoice } from "./buyer";

/**
 * Whom a purchase on this page is for, unmistakably: the person's own account or an organization, with its
 * avatar, and a menu to buy for another account the user may buy for.
 */
export async function BuyerBar({ buyer, choices }: { buyer: Buyer; choices: BuyerChoice[] }) {
  const t = await getTranslations("billing");
  const organization = buyer.kind === "organization";
  return (
    <section
      aria-label={t("buyingForLabel")}
      className="flex w-full max-w-xl flex-wrap items-center gap-3 self-center rounded-xl border bg-card px-4 py-3 shadow-xs"
    >
      {organization ? (
        <Avatar src={buyer.logo} name={buyer.name} shape="square" size="lg" />
      ) : (
        <Avatar src={buyer.image} name={buyer.name} email={buyer.email} size="lg" />
      )}
      {/* On a phone the text keeps the row's width and the menu's button takes a row of its own below. */}
      <div className="grid min-w-0 flex-1 basis-52 gap-0.5">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t("buyingForLabel")}</p>
        <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <span className="truncate font-medium" data-testid="buyer-name">
            {buyer.name}
          </span>
          <Badge variant={organization ? "info" : "neutral"}>{organization ? t("organizationAccount") : t("personalAccount")}</Badge>
        </p>
        <p className="text-sm text-pretty text-muted-foreground">
          {organization
            ? buyer.canBuy
              ? t("org.buyingFor", { organization: buyer.name })
              : t("org.cannotBuy", { organization: buyer.name })
            : t("buyingForYou")}
        </p>
      </div>
      {choices.length > 0 && <BuyerMenu choices={choices} />}
    </section>
  );
}
