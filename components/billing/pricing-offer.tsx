/**
 * The plans of the pricing page for its buyer. With ?org=<slug> the page buys for that organization, which takes an
 * owner or admin; members see its plan marked but cannot buy. Without it, purchases are the signed-in user's own.
 * The buyer is named above the plans.
 */
import { getLocale, getTranslations } from "next-intl/server";
import { Alert } from "@/components/ui/alert";
import { getServerSession } from "@/lib/auth/server/session";
import { localizedCatalog } from "@/lib/billing/catalog";
import { isLive } from "@/lib/billing/model";
import { customerOf, organizationSubscriptions, subscriptionsOf } from "@/lib/billing/queries";
import { listUserOrganizations } from "@/lib/organization/queries";
import { managesOrganization, primaryRole } from "@/lib/organization/roles";
import { BillingNotice } from "./billing-notice";
import type { Buyer, BuyerChoice } from "./buyer";
import { BuyerBar } from "./buyer-bar";
import { PricingPlans } from "./pricing-plans";

type Props = { searchParams: Promise<{ org?: string }> };

const live = (rows: { subscription: { id: string; status: string; productId: string } }[]) =>
  rows.filter((s) => isLive(s.subscription.status)).map((s) => s.subscription);

export async function PricingOffer({ searchParams }: Props) {
  const { org: slug } = await searchParams;
  const [t, session, locale] = await Promise.all([getTranslations("billing"), getServerSession(), getLocale()]);
  const [catalog, organizations] = await Promise.all([localizedCatalog(locale), session ? listUserOrganizations(session.user.id) : []]);
  const organization = slug ? organizations.find((o) => o.slug === slug) : undefined;
  const canBuyForOrganization = organization ? managesOrganization(primaryRole(organization.role)) : false;

  let current: { id: string; productId: string }[] = [];
  let buyer: Buyer | null = null;
  if (session && organization) {
    buyer = { kind: "organization", name: organization.name, logo: organization.logo, canBuy: canBuyForOrganization };
    current = live(await organizationSubscriptions(organization.id));
  } else if (session) {
    buyer = { kind: "personal", name: session.user.name || session.user.email, email: session.user.email, image: session.user.image };
    const customer = await customerOf(session.user.id);
    if (customer) current = live(await subscriptionsOf(customer.id, session.user.id));
  }
  // The other accounts this user may buy for: the personal one and every organization they manage.
  const choices: BuyerChoice[] = session
    ? [
        ...(organization
          ? [{ key: "personal", label: t("personalAccount"), href: "/pricing", organization: false, email: session.user.email }]
          : []),
        ...organizations
          .filter((o) => o.id !== organization?.id && managesOrganization(primaryRole(o.role)))
          .map((o) => ({ key: o.id, label: o.name, href: `/pricing?org=${encodeURIComponent(o.slug)}`, organization: true, logo: o.logo })),
      ]
    : [];
  // With one plan in force, the other recurring plans change it; with several, which one would be ambiguous.
  const plans = catalog.status === "ok" ? catalog.plans : [];
  const only = current.length === 1 ? current[0] : undefined;
  const onlyName = only && plans.find((p) => p.id === only.productId)?.name;
  const switchFrom = only && onlyName ? { subscriptionId: only.id, productId: only.productId, productName: onlyName } : undefined;
  const here = organization ? `/pricing?org=${encodeURIComponent(organization.slug)}` : "/pricing";

  return (
    <>
      {buyer && <BuyerBar buyer={buyer} choices={choices} />}
      {slug && session && !organization && (
        <Alert tone="warning" className="max-w-xl self-center">
          {t("org.notFound")}
        </Alert>
      )}
      {catalog.status === "ok" ? (
        catalog.plans.length ? (
          <PricingPlans
            plans={catalog.plans}
            currentProductIds={current.map((s) => s.productId)}
            switchFrom={switchFrom}
            signInHref={session ? null : `/sign-in?next=${encodeURIComponent(here)}`}
            organizationId={canBuyForOrganization ? organization?.id : undefined}
            blockedReason={organization && !canBuyForOrganization ? t("errors.ORG_ROLE_REQUIRED") : undefined}
          />
        ) : (
          <p className="self-center text-muted-foreground">{t("noPlans")}</p>
        )
      ) : (
        <div className="mx-auto w-full max-w-2xl">
          <BillingNotice status={catalog.status} retryHref={here} />
        </div>
      )}
    </>
  );
}
