import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { Gift, Link2, Package, TicketPercent } from "lucide-react";
import { AdminPageHeader } from "@/components/admin/page-header";
import { BenefitDialog, CheckoutLinkDialog, DiscountDialog, ProductDialog } from "@/components/admin/billing/catalogue-forms";
import { ConfirmAction } from "@/components/admin/billing/confirm-action";
import { PolarNotice } from "@/components/admin/billing/polar-notice";
import { PolarTableCard } from "@/components/admin/billing/polar-table-card";
import { formatMoney } from "@/components/billing/money";
import { StatusBadge } from "@/components/billing/status-badge";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import type { ActionResult } from "@/lib/action";
import { requireOperator } from "@/lib/admin/guard";
import { messageOr } from "@/lib/i18n/message-or";
import { archiveProductAction, deleteBenefitAction, deleteCheckoutLinkAction, deleteDiscountAction } from "@/lib/billing/seller/actions";
import { listBenefits, listCheckoutLinks, listDiscounts, listMeters, listProducts } from "@/lib/billing/seller/catalogue";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.catalogue");
  return { title: t("title") };
}

type AnyPrice = {
  amountType: string;
  isArchived?: boolean;
  priceCurrency?: string;
  priceAmount?: number;
  minimumAmount?: number | null;
  unitAmount?: string;
  meter?: { name: string };
};

/** Products and prices, benefits, discounts and checkout links, as Polar holds them; every change made in Polar. */
export default async function CataloguePage() {
  await requireOperator();
  const [t, format, products, benefits, discounts, links, meters] = await Promise.all([
    getTranslations("admin.catalogue"),
    getFormatter(),
    listProducts(),
    listBenefits(),
    listDiscounts(),
    listCheckoutLinks(),
    listMeters(),
  ]);
  if (!products.ok) {
    return (
      <>
        <AdminPageHeader title={t("title")} description={t("description")} />
        <PolarNotice refusal={products} />
      </>
    );
  }
  const meterChoices = meters.ok ? meters.value.map((m) => ({ id: m.id, name: m.name })) : [];
  const benefitChoices = benefits.ok ? benefits.value.map((b) => ({ id: b.id, name: b.description })) : [];
  const productChoices = products.value.filter((p) => !p.isArchived).map((p) => ({ id: p.id, name: p.name }));
  const productName = new Map(products.value.map((p) => [p.id, p.name]));
  const priceText = (p: AnyPrice) => {
    const currency = p.priceCurrency ?? "usd";
    switch (p.amountType) {
      case "fixed":
        return p.priceAmount ? formatMoney(format, p.priceAmount, currency) : t("kinds.free");
      case "custom":
        return t("payWhatYouWant", { minimum: formatMoney(format, p.minimumAmount ?? 0, currency) });
      case "metered_unit":
        return t("perUnit", { amount: p.unitAmount ?? "0", meter: p.meter?.name ?? "" });
      case "free":
        return t("kinds.free");
      default:
        return p.amountType;
    }
  };
  /** A row's "Delete", behind a confirmation that names what goes. */
  const remove = <Input,>(action: (input: Input) => Promise<ActionResult>, input: Input, title: string, text: string, done: string) => (
    <ConfirmAction
      action={action}
      input={input}
      label={t("delete")}
      title={title}
      description={text}
      confirm={t("delete")}
      done={done}
      variant="ghost"
      danger
    />
  );
  return (
    <>
      <AdminPageHeader
        title={t("title")}
        description={t("description")}
        actions={<ProductDialog meters={meterChoices} benefits={benefitChoices} />}
      />
      <PolarTableCard
        id="products"
        title={t("products")}
        list={products}
        head={
          <>
            <TableHead>{t("product")}</TableHead>
            <TableHead>{t("price")}</TableHead>
            <TableHead className="hidden md:table-cell">{t("status")}</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">{t("actions")}</span>
            </TableHead>
          </>
        }
        row={(p) => (
          <TableRow key={p.id} data-testid="product-row" data-archived={p.isArchived || undefined}>
            <TableCell className="[overflow-wrap:anywhere]">
              <span className="font-medium">{p.name}</span>
              <span className="block text-xs text-muted-foreground">
                {t(`intervals.${p.recurringInterval === "year" ? "year" : p.recurringInterval === "month" ? "month" : "once"}`)}
                {p.benefits.length > 0 && ` · ${t("benefitCount", { count: p.benefits.length })}`}
              </span>
            </TableCell>
            <TableCell className="[overflow-wrap:anywhere]">
              {(p.prices as AnyPrice[])
                .filter((x) => !x.isArchived)
                .map(priceText)
                .join(", ") || "—"}
            </TableCell>
            <TableCell className="hidden md:table-cell">
              <StatusBadge tone={p.isArchived ? "neutral" : "success"}>{p.isArchived ? t("archived") : t("onSale")}</StatusBadge>
            </TableCell>
            <TableCell>
              <div className="flex flex-wrap justify-end gap-1">
                {!p.isArchived && (
                  <ProductDialog
                    meters={meterChoices}
                    benefits={benefitChoices}
                    product={{ id: p.id, name: p.name, description: p.description ?? null, benefitIds: p.benefits.map((b) => b.id) }}
                  />
                )}
                <ConfirmAction
                  action={archiveProductAction}
                  input={{ productId: p.id, archived: !p.isArchived }}
                  label={p.isArchived ? t("unarchive") : t("archive")}
                  title={p.isArchived ? t("unarchiveTitle", { name: p.name }) : t("archiveTitle", { name: p.name })}
                  description={p.isArchived ? t("unarchiveText") : t("archiveText")}
                  confirm={p.isArchived ? t("unarchive") : t("archive")}
                  done={p.isArchived ? t("unarchived") : t("archivedDone")}
                  variant="ghost"
                />
              </div>
            </TableCell>
          </TableRow>
        )}
        empty={{ icon: <Package />, title: t("noProducts"), text: t("noProductsText") }}
      />
      <PolarTableCard
        id="benefits"
        title={t("benefits")}
        actions={<BenefitDialog meters={meterChoices} />}
        list={benefits}
        row={(b) => (
          <TableRow key={b.id} data-testid="benefit-row">
            <TableCell className="[overflow-wrap:anywhere]">
              <span className="font-medium">{b.description}</span>
              <span className="block text-xs text-muted-foreground">{messageOr(t, `benefitTypes.${b.type}`, b.type)}</span>
            </TableCell>
            <TableCell className="text-right">
              {b.deletable !== false &&
                remove(
                  deleteBenefitAction,
                  { benefitId: b.id },
                  t("deleteBenefitTitle", { name: b.description }),
                  t("deleteBenefitText"),
                  t("benefitDeleted"),
                )}
            </TableCell>
          </TableRow>
        )}
        empty={{ icon: <Gift />, title: t("noBenefits"), text: t("noBenefitsText") }}
      />
      <PolarTableCard
        id="discounts"
        title={t("discounts")}
        actions={<DiscountDialog />}
        list={discounts}
        head={
          <>
            <TableHead>{t("discount")}</TableHead>
            <TableHead>{t("value")}</TableHead>
            <TableHead className="hidden md:table-cell">{t("redemptions")}</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">{t("actions")}</span>
            </TableHead>
          </>
        }
        row={(d) => (
          <TableRow key={d.id} data-testid="discount-row">
            <TableCell className="[overflow-wrap:anywhere]">
              <span className="font-medium">{d.name}</span>
              {d.code && <span className="block font-mono text-xs text-muted-foreground">{d.code}</span>}
            </TableCell>
            <TableCell>
              {"basisPoints" in d
                ? format.number(d.basisPoints / 10_000, { style: "percent", maximumFractionDigits: 2 })
                : formatMoney(format, ("amount" in d ? d.amount : 0) ?? 0, ("currency" in d ? d.currency : "usd") ?? "usd")}
              <span className="block text-xs text-muted-foreground">
                {d.duration === "repeating"
                  ? t("forMonths", { months: ("durationInMonths" in d ? d.durationInMonths : 0) ?? 0 })
                  : messageOr(t, `durations.${d.duration}`, d.duration)}
              </span>
            </TableCell>
            <TableCell className="hidden tabular-nums md:table-cell">
              {d.maxRedemptions ? t("usedOf", { used: d.redemptionsCount, max: d.maxRedemptions }) : format.number(d.redemptionsCount)}
            </TableCell>
            <TableCell className="text-right">
              {remove(
                deleteDiscountAction,
                { discountId: d.id },
                t("deleteDiscountTitle", { name: d.name }),
                t("deleteDiscountText"),
                t("discountDeleted"),
              )}
            </TableCell>
          </TableRow>
        )}
        empty={{ icon: <TicketPercent />, title: t("noDiscounts"), text: t("noDiscountsText") }}
      />
      <PolarTableCard
        id="checkout-links"
        title={t("links")}
        actions={<CheckoutLinkDialog products={productChoices} />}
        list={links}
        row={(l) => (
          <TableRow key={l.id} data-testid="link-row">
            <TableCell className="[overflow-wrap:anywhere]">
              <span className="font-medium">{l.label ?? l.products.map((p) => productName.get(p.id) ?? p.name).join(", ")}</span>
              <a
                href={l.url}
                className="block font-mono text-xs text-muted-foreground underline-offset-4 hover:underline"
                target="_blank"
                rel="noreferrer"
              >
                {l.url}
              </a>
            </TableCell>
            <TableCell>
              <div className="flex flex-wrap justify-end gap-1">
                <CheckoutLinkDialog
                  products={productChoices}
                  link={{
                    id: l.id,
                    label: l.label,
                    productIds: l.products.map((p) => p.id),
                    allowDiscountCodes: l.allowDiscountCodes,
                    successUrl: l.successUrl,
                  }}
                />
                {remove(deleteCheckoutLinkAction, { linkId: l.id }, t("deleteLinkTitle"), t("deleteLinkText"), t("linkDeleted"))}
              </div>
            </TableCell>
          </TableRow>
        )}
        empty={{ icon: <Link2 />, title: t("noLinks"), text: t("noLinksText") }}
      />
    </>
  );
}
