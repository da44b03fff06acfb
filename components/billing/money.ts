import type { useFormatter } from "next-intl";

type Formatter = Pick<ReturnType<typeof useFormatter>, "number">;

/**
 * Cents → the user's currency format: "$15" and "15 $" for whole amounts (no needless ".00"), "$12.50" and
 * "12,50 $" otherwise. `exact` keeps the cents on every amount, for columns of figures that line up.
 */
export function formatMoney(format: Formatter, cents: number, currency: string, { exact = false }: { exact?: boolean } = {}): string {
  const whole = cents % 100 === 0 && !exact;
  return format.number(cents / 100, {
    style: "currency",
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  });
}
