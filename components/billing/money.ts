import type { useFormatter } from "next-intl";

type Formatter = Pick<ReturnType<typeof useFormatter>, "number">;

/** Cents → the user's currency format ("15,00 €"-style in German, "$15.00" in English). */
export function formatMoney(format: Formatter, cents: number, currency: string): string {
  return format.number(cents / 100, { style: "currency", currency: currency.toUpperCase() });
}
