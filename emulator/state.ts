/**
 * The emulator's records. Field names follow Polar's JSON (snake_case) so serializing is mostly picking;
 * relations are kept as ids and expanded when a response or a webhook is built.
 */
export type Metadata = Record<string, string | number | boolean>;
export type Address = {
  line1?: string | null;
  line2?: string | null;
  postal_code?: string | null;
  city?: string | null;
  state?: string | null;
  country: string;
};
type Timestamps = { id: string; created_at: string; modified_at: string | null };

export type AmountType = "fixed" | "custom" | "free" | "metered_unit";
export type Price = Timestamps & {
  product_id: string;
  amount_type: AmountType;
  price_currency: string;
  is_archived: boolean;
  price_amount?: number;
  minimum_amount?: number;
  maximum_amount?: number | null;
  preset_amount?: number | null;
  unit_amount?: string;
  cap_amount?: number | null;
  meter_id?: string;
};
export type Product = Timestamps & {
  name: string;
  description: string | null;
  visibility: "public" | "private" | "draft";
  recurring_interval: "month" | "year" | null;
  is_archived: boolean;
  metadata: Metadata;
  prices: Price[];
  benefit_ids: string[];
};
export type BenefitType = "custom" | "discord" | "github_repository" | "downloadables" | "license_keys" | "meter_credit" | "feature_flag";
export type Benefit = Timestamps & {
  type: BenefitType;
  description: string;
  metadata: Metadata;
  properties: Record<string, unknown>;
  is_deleted: boolean;
};
export type Meter = Timestamps & {
  name: string;
  metadata: Metadata;
  filter: unknown;
  aggregation: unknown;
  unit?: "scalar" | "token" | "custom";
  custom_label?: string | null;
  custom_multiplier?: number | null;
  archived_at?: string | null;
};
export type Customer = Timestamps & {
  email: string;
  name: string | null;
  external_id: string | null;
  metadata: Metadata;
  billing_address: Address | null;
  deleted_at: string | null;
  default_payment_method_id?: string | null;
  /** The name on invoices, when the customer set one apart from their name. */
  billing_name?: string | null;
  tax_id?: [string, string] | null;
};
export type CheckoutStatus = "open" | "expired" | "confirmed" | "succeeded" | "failed";
export type Checkout = Timestamps & {
  client_secret: string;
  status: CheckoutStatus;
  product_ids: string[];
  product_id: string;
  product_price_id: string;
  amount: number;
  custom_amount: boolean;
  discount_id: string | null;
  customer_id: string | null;
  external_customer_id: string | null;
  customer_email: string | null;
  customer_name: string | null;
  customer_billing_address: Address | null;
  require_billing_address: boolean;
  allow_discount_codes: boolean;
  success_url: string;
  return_url: string | null;
  metadata: Metadata;
  customer_metadata: Metadata;
  expires_at: string;
  subscription_id: string | null;
  order_id: string | null;
  /** Seats bought with a seat-based plan (the control API's subscribe scenario sets it). */
  seats?: number | null;
};
export type OrderStatus = "draft" | "pending" | "paid" | "refunded" | "partially_refunded" | "void";
export type Order = Timestamps & {
  status: OrderStatus;
  billing_reason: "purchase" | "subscription_create" | "subscription_cycle" | "subscription_update";
  subtotal_amount: number;
  discount_amount: number;
  tax_amount: number;
  refunded_amount: number;
  refunded_tax_amount: number;
  currency: string;
  customer_id: string;
  product_id: string;
  product_price_id: string;
  discount_id: string | null;
  subscription_id: string | null;
  checkout_id: string | null;
  billing_name: string | null;
  billing_address: Address | null;
  invoice_number: string;
  metadata: Metadata;
  /** Lines beyond the product's own price (a renewal's metered usage); absent on orders of one line. */
  extra_items?: { label: string; amount: number; product_price_id: string }[];
  /** When a failed renewal payment is tried again (dunning), and how many retries were made. */
  next_payment_attempt_at?: string | null;
  payment_retries?: number;
  /** Set once the seller or the customer asked for the invoice (Polar renders it on demand). */
  invoice_generated?: boolean;
  description?: string | null;
};
export type SubscriptionStatus =
  "incomplete" | "incomplete_expired" | "trialing" | "active" | "past_due" | "canceled" | "unpaid" | "paused";
export type Subscription = Timestamps & {
  status: SubscriptionStatus;
  amount: number;
  currency: string;
  recurring_interval: "month" | "year";
  current_period_start: string;
  current_period_end: string;
  cancel_at_period_end: boolean;
  canceled_at: string | null;
  started_at: string;
  ends_at: string | null;
  ended_at: string | null;
  past_due_at: string | null;
  customer_id: string;
  product_id: string;
  price_id: string;
  discount_id: string | null;
  checkout_id: string | null;
  customer_cancellation_reason: string | null;
  customer_cancellation_comment: string | null;
  metadata: Metadata;
  pause_at_period_end?: boolean;
  paused_at?: string | null;
  resumes_at?: string | null;
  /** The customer's card is declined on renewal (the past_due scenario) until it is updated. */
  payment_fails?: boolean;
  /** How many seats a seat-based subscription has; absent or null when it is not seat-based. */
  seats?: number | null;
};
export type Member = Timestamps & {
  customer_id: string;
  email: string;
  name: string | null;
  external_id: string | null;
  role: "owner" | "billing_manager" | "member";
  deleted_at: string | null;
};
export type CustomerSeat = Timestamps & {
  subscription_id: string;
  status: "pending" | "claimed" | "revoked";
  /** The buying customer, whose member the holder becomes. */
  customer_id: string;
  member_id: string | null;
  email: string;
  invitation_token: string;
  invitation_token_expires_at: string;
  claimed_at: string | null;
  revoked_at: string | null;
  seat_metadata: Record<string, unknown> | null;
};
export type BenefitGrant = Timestamps & {
  granted_at: string | null;
  revoked_at: string | null;
  customer_id: string;
  benefit_id: string;
  subscription_id: string | null;
  order_id: string | null;
  properties: Record<string, unknown>;
};
export type WebhookEndpoint = Timestamps & {
  url: string;
  name: string | null;
  secret: string;
  format: "raw";
  events: string[];
  enabled: boolean;
};
export type WebhookEvent = Timestamps & {
  type: string;
  payload: string;
  endpoint_id: string;
  succeeded: boolean | null;
  last_http_code: number | null;
  attempts: number;
};
export type WebhookDelivery = Timestamps & {
  webhook_event_id: string;
  endpoint_id: string;
  succeeded: boolean;
  http_code: number | null;
  response: string | null;
};
export type CustomerSession = Timestamps & {
  token: string;
  customer_id: string;
  expires_at: string;
  return_url: string | null;
  /** A member session: the member of the customer it acts for. */
  member_id?: string | null;
};
export type IngestedEvent = Timestamps & {
  name: string;
  customer_id: string | null;
  external_customer_id: string | null;
  metadata: Metadata;
  timestamp: string;
  /** "system" for Polar's own events (meter.credited, meter.reset); absent on events stored before. */
  source?: "user" | "system";
  /** The sender's id for the event, unique per organization: a second event with it is a duplicate. */
  external_id?: string | null;
  /** The order events were stored in (timestamps may be back-dated by the sender). */
  ingested_at?: string;
};

export type Refund = Timestamps & {
  metadata: Metadata;
  status: "pending" | "succeeded" | "failed" | "canceled";
  reason: string;
  amount: number;
  tax_amount: number;
  currency: string;
  order_id: string;
  subscription_id: string | null;
  customer_id: string;
  revoke_benefits: boolean;
};

export type Discount = Timestamps & {
  name: string;
  code: string | null;
  type: "fixed" | "percentage";
  duration: "once" | "forever" | "repeating";
  duration_in_months: number | null;
  amount: number | null;
  currency: string;
  basis_points: number | null;
  starts_at: string | null;
  ends_at: string | null;
  max_redemptions: number | null;
  max_redemptions_per_customer: number | null;
  redemptions_count: number;
  product_ids: string[];
  metadata: Metadata;
  deleted: boolean;
};

export type CheckoutLink = Timestamps & {
  client_secret: string;
  label: string | null;
  product_ids: string[];
  discount_id: string | null;
  allow_discount_codes: boolean;
  require_billing_address: boolean;
  success_url: string | null;
  return_url: string | null;
  metadata: Metadata;
  deleted: boolean;
};

export type LicenseKey = Timestamps & {
  customer_id: string;
  benefit_id: string;
  grant_id: string;
  key: string;
  display_key: string;
  status: "granted" | "revoked" | "disabled";
  limit_activations: number | null;
  usage: number;
  limit_usage: number | null;
  validations: number;
  last_validated_at: string | null;
  expires_at: string | null;
};
export type LicenseKeyActivation = Timestamps & { license_key_id: string; label: string; meta: Metadata; conditions: Metadata };

/** A saved card (test cards only): what a checkout or the portal leaves on the customer. */
export type PaymentMethod = Timestamps & {
  customer_id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  deleted: boolean;
};
export type CustomField = Timestamps & {
  type: "text" | "number" | "date" | "checkbox" | "select";
  slug: string;
  name: string;
  properties: Record<string, unknown>;
  metadata: Metadata;
};
export type StoredFile = Timestamps & {
  name: string;
  path: string;
  mime_type: string;
  size: number;
  service: "downloadable" | "product_media" | "organization_avatar" | "support_case_attachment";
  version: string | null;
  checksum_sha256_base64: string | null;
  is_uploaded: boolean;
  is_enabled: boolean;
  /** The multipart upload that fills it, and the parts received so far (number → etag and base64 bytes). */
  upload_id: string;
  parts: { number: number; chunk_start: number; chunk_end: number }[];
  received: Record<string, { etag: string; data: string }>;
  deleted: boolean;
};
export type EventType = Timestamps & { name: string; label: string; label_property_selector: string | null };
export type MetricDashboard = Timestamps & { name: string; metrics: string[] };
export type OAuth2Client = Timestamps & {
  client_id: string;
  client_secret: string;
  registration_access_token: string;
  configuration: Record<string, unknown>;
};
export type OAuth2Token = Timestamps & {
  token: string;
  kind: "access_token" | "refresh_token" | "authorization_code";
  client_id: string;
  scope: string;
  redirect_uri: string | null;
  expires_at: string;
  revoked: boolean;
};
/** A pending change of a customer's e-mail, confirmed with the token the new address receives. */
export type EmailUpdate = Timestamps & { customer_id: string; email: string; token: string; expires_at: string };

export type State = {
  version: 1;
  /** Milliseconds added to the real clock by the control API's "advance". */
  clock_offset_ms: number;
  organization: Timestamps & { name: string; slug: string };
  products: Product[];
  benefits: Benefit[];
  meters: Meter[];
  customers: Customer[];
  checkouts: Checkout[];
  orders: Order[];
  subscriptions: Subscription[];
  benefit_grants: BenefitGrant[];
  webhook_endpoints: WebhookEndpoint[];
  webhook_events: WebhookEvent[];
  webhook_deliveries: WebhookDelivery[];
  customer_sessions: CustomerSession[];
  events: IngestedEvent[];
  refunds: Refund[];
  discounts: Discount[];
  checkout_links: CheckoutLink[];
  license_keys: LicenseKey[];
  license_key_activations: LicenseKeyActivation[];
  payment_methods: PaymentMethod[];
  custom_fields: CustomField[];
  files: StoredFile[];
  event_types: EventType[];
  metric_dashboards: MetricDashboard[];
  members: Member[];
  customer_seats: CustomerSeat[];
  oauth2_clients: OAuth2Client[];
  oauth2_tokens: OAuth2Token[];
  email_updates: EmailUpdate[];
};
