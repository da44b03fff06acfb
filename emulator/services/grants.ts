import type { BenefitGrant, Customer, Subscription } from "../state";
import { Store } from "../store";
import type { LicenseKeys } from "./license-keys";
import { Service, type Core } from "./service";
import type { Usage } from "./usage";

export type GrantSource = { subscriptionId: string | null; orderId: string | null };
export type GrantMatch = { subscriptionId?: string; orderId?: string; benefitId?: string };

/** Benefit grants: what a purchase gives a customer, with the webhooks Polar sends for each change. */
export class Grants extends Service {
  constructor(
    core: Core,
    private readonly usage: Usage,
    private readonly licenseKeys: LicenseKeys,
  ) {
    super(core);
  }

  /** Grants each live benefit once more (a license key gets a fresh key, a meter credit its units). */
  grant(customer: Customer, benefitIds: string[], source: GrantSource) {
    for (const benefitId of benefitIds) {
      const benefit = this.store.get("benefits", benefitId);
      if (!benefit || benefit.is_deleted) continue;
      const at = this.store.iso();
      const grant = this.store.add("benefit_grants", {
        id: Store.id(),
        created_at: at,
        modified_at: null,
        granted_at: at,
        revoked_at: null,
        customer_id: customer.id,
        benefit_id: benefit.id,
        subscription_id: source.subscriptionId,
        order_id: source.orderId,
        properties:
          benefit.type === "meter_credit"
            ? { last_credited_meter_id: benefit.properties.meter_id, last_credited_units: benefit.properties.units, last_credited_at: at }
            : {},
      });
      if (benefit.type === "meter_credit") this.credit(grant, 1);
      if (benefit.type === "license_keys") {
        const key = this.licenseKeys.issue(grant, benefit);
        grant.properties = { license_key_id: key.id, display_key: key.display_key };
      }
      this.hooks.emit("benefit_grant.created", this.out.benefitGrant(grant));
    }
  }

  /** A meter credit grant adds its benefit's units to the customer's meter (or, revoked, takes the last ones back). */
  private credit(grant: BenefitGrant, sign: 1 | -1) {
    const benefit = this.store.get("benefits", grant.benefit_id);
    if (benefit?.type !== "meter_credit") return;
    const meterId = String(
      sign > 0 ? benefit.properties.meter_id : (grant.properties.last_credited_meter_id ?? benefit.properties.meter_id),
    );
    const units =
      sign > 0 ? Number(benefit.properties.units ?? 0) : -Number(grant.properties.last_credited_units ?? benefit.properties.units ?? 0);
    this.usage.credit(grant.customer_id, meterId, units, benefit.properties.rollover === true);
    grant.properties = { last_credited_meter_id: meterId, last_credited_units: units, last_credited_at: this.store.iso() };
  }

  /** The meters a subscription's live meter credit grants credit. */
  creditedMeters(subscription: Subscription): string[] {
    return this.live((g) => g.subscription_id === subscription.id)
      .map((g) => this.store.get("benefits", g.benefit_id))
      .filter((b) => b?.type === "meter_credit")
      .map((b) => String(b!.properties.meter_id));
  }

  /** Revokes a customer's live grants that match every given field. */
  revoke(customer: Customer, match: GrantMatch) {
    for (const grant of this.live((g) => g.customer_id === customer.id)) {
      if (match.benefitId && grant.benefit_id !== match.benefitId) continue;
      if (match.subscriptionId && grant.subscription_id !== match.subscriptionId) continue;
      if (match.orderId && grant.order_id !== match.orderId) continue;
      grant.revoked_at = this.store.iso();
      grant.modified_at = grant.revoked_at;
      this.credit(grant, -1);
      this.licenseKeys.revokeFor(grant);
      this.hooks.emit("benefit_grant.revoked", this.out.benefitGrant(grant));
    }
  }

  /**
   * A new period renews what the subscription grants: a meter credit credits its units again into the meter's
   * new window (the caller resets the meters first), then benefit_grant.cycled for each grant.
   */
  cycle(subscription: Subscription) {
    const grants = this.live((g) => g.subscription_id === subscription.id);
    for (const grant of grants) this.credit(grant, 1);
    this.touch(grants, "benefit_grant.cycled");
  }

  /** A benefit's settings changed: every live grant of it is updated (benefit_grant.updated). */
  benefitChanged(benefitId: string) {
    this.touch(
      this.live((g) => g.benefit_id === benefitId),
      "benefit_grant.updated",
    );
  }

  private live(where: (grant: BenefitGrant) => boolean): BenefitGrant[] {
    return this.store.state.benefit_grants.filter((g) => !g.revoked_at && where(g));
  }

  private touch(grants: BenefitGrant[], type: string) {
    for (const grant of grants) {
      grant.modified_at = this.store.iso();
      this.hooks.emit(type, this.out.benefitGrant(grant));
    }
  }
}
