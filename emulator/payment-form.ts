import type { Price, Product } from "./state";

/** Whether a price costs nothing, whatever discount applies (Polar's is_free_product_price). */
export const isFreePrice = (price: Price) => price.amount_type === "free" || (price.amount_type === "fixed" && price.price_amount === 0);

/**
 * What a checkout asks of the buyer's card, as Polar decides it: a payment when something is due today, and a
 * payment method set up for a subscription whose price is not free (its later cycles are charged) even when a
 * discount covers today. A free plan asks for no card at all.
 */
export function cardNeeds(product: Product, price: Price, payable: number) {
  const paymentRequired = payable > 0;
  const setupRequired = !isFreePrice(price) && product.recurring_interval !== null;
  return { paymentRequired, setupRequired, formRequired: paymentRequired || setupRequired };
}
