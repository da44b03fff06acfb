/**
 * The choices the console's catalogue, discount and refund forms offer. Client components import them from
 * here: ./model.ts, which parses what the forms send, holds zod (about 36 KB of gzip a browser need not load).
 */
export const PRICE_KINDS = ["fixed", "custom", "free", "metered"] as const;
export const INTERVALS = ["once", "month", "year"] as const;
export const CURRENCIES = ["usd", "eur"] as const;
export const DISCOUNT_TYPES = ["percentage", "fixed"] as const;
export const DISCOUNT_DURATIONS = ["once", "forever", "repeating"] as const;
export const REFUND_REASONS = [
  "customer_request",
  "duplicate",
  "fraudulent",
  "service_disruption",
  "satisfaction_guarantee",
  "other",
] as const;

/**
 * The benefit types the console creates: those of Polar's that this app's buyers can use and that need no
 * integration set up in Polar's dashboard first (Discord and GitHub need Polar's bot or app installed; files
 * for downloads are uploaded there).
 */
export const BENEFIT_TYPES = ["custom", "license_keys", "meter_credit", "feature_flag"] as const;
export const LICENSE_TIMEFRAMES = ["day", "month", "year"] as const;
