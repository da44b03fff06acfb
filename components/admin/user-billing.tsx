/** The user's Polar customer and subscriptions, from the webhook-fed mirror (lib/billing/queries.ts). */
import { CreditCard } from "lucide-react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { formatMoney } from "@/components/billing/money";
import { StatusBadge } from "@/components/billing/status-badge";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { subscriptionView } from "@/lib/billing/views";
import type { customerOf, subscriptionsOf } from "@/lib/billing/queries";
import { messageOr } from "@/lib/i18n/message-or";

type Customer = Awaited<ReturnType<typeof customerOf>>;
type Subscriptions = Awaited<ReturnType<typeof subscriptionsOf>>;

const TONE: Record<string, "success" | "warning" | "danger" | "neutral"> = {
  active: "success",
  trialing: "success",
  past_due: "warning",
  incomplete: "warning",
  unpaid: "danger",
  canceled: "neutral",
  incomplete_expired: "neutral",
};

export function UserBilling({ customer, subscriptions }: { customer: Customer; subscriptions: Subscriptions }) {
  const t = useTranslations("admin.users.billing");
  const tb = useTranslations("billing.status");
  const format = useFormatter();
  const locale = useLocale();
  return (
    <Card id="billing" title={t("title")} description={customer ? t("customer", { id: customer.id }) : t("noCustomer")}>
      {subscriptions.length === 0 ? (
        <EmptyState icon={<CreditCard />} title={t("noSubscriptions")} />
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("plan")}</TableHead>
              <TableHead>{t("status")}</TableHead>
              <TableHead className="hidden sm:table-cell">{t("amount")}</TableHead>
              <TableHead className="hidden md:table-cell">{t("periodEnd")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {subscriptions.map((row) => {
              const s = subscriptionView(row, locale);
              return (
                <TableRow key={s.id}>
                  <TableCell className="font-medium">{s.productName}</TableCell>
                  <TableCell>
                    <StatusBadge tone={TONE[s.status] ?? "neutral"}>{messageOr(tb, s.status, s.status)}</StatusBadge>
                  </TableCell>
                  <TableCell className="hidden whitespace-nowrap sm:table-cell">{formatMoney(format, s.amount, s.currency)}</TableCell>
                  <TableCell className="hidden whitespace-nowrap text-muted-foreground md:table-cell">
                    {s.currentPeriodEnd ? format.dateTime(new Date(s.currentPeriodEnd), { dateStyle: "medium" }) : "—"}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
