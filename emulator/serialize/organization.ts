import type { Json, Source } from "./json";

export function organization(src: Source): Json {
  const o = src.store.state.organization;
  return {
    created_at: o.created_at,
    modified_at: o.modified_at,
    id: o.id,
    name: o.name,
    slug: o.slug,
    avatar_url: null,
    proration_behavior: "prorate",
    allow_customer_updates: true,
    email: "seller@example.com",
    website: null,
    socials: [],
    status: "active",
    details_submitted_at: o.created_at,
    onboarding_resubmission_requested_at: null,
    sso_enforced: false,
    default_presentment_currency: "usd",
    default_tax_behavior: "exclusive",
    feature_settings: null,
    subscription_settings: {
      allow_multiple_subscriptions: false,
      proration_behavior: "prorate",
      benefit_revocation_grace_period: 0,
      prevent_trial_abuse: false,
      allow_customer_updates: true,
    },
    // Not in the 2026-04 document any more, but SDK 0.47 still requires it; Polar still sends it.
    notification_settings: { new_order: true, new_subscription: true },
    customer_email_settings: {
      order_confirmation: true,
      payment_method_expiration_reminder: true,
      subscription_cancellation: true,
      subscription_confirmation: true,
      subscription_cycled: true,
      subscription_cycled_after_trial: true,
      subscription_past_due: true,
      subscription_paused: true,
      subscription_resumed: true,
      subscription_renewal_reminder: true,
      subscription_revoked: true,
      subscription_trial_conversion_reminder: true,
      subscription_uncanceled: true,
      subscription_updated: true,
    },
    customer_portal_settings: { usage: { show: true }, subscription: { update_seats: false, update_plan: true } },
    dispute_settings: { auto_accept_below_amount: null },
    embed_hosts: [],
    embed_hosts_enforced: false,
    account_id: null,
    payout_account_id: null,
    capabilities: {
      checkout_payments: true,
      subscription_renewals: true,
      payouts: false,
      refunds: true,
      api_access: true,
      dashboard_access: true,
    },
  };
}

/** The selling organization as buyers see it (checkout and customer portal). */
export function sellerSummary(src: Source): Json {
  const { created_at, modified_at, id, name, slug, avatar_url, proration_behavior, allow_customer_updates } = organization(src);
  return { created_at, modified_at, id, name, slug, avatar_url, proration_behavior, allow_customer_updates };
}
