import * as z from "zod";
import { ROLES } from "@/lib/organization/roles";

/** The API's shapes of our rows (camelCase, ISO times), one per resource, named in the OpenAPI document. */
const time = () => z.iso.datetime({ offset: true });
export const iso = (value: Date | string | null | undefined) => (value == null ? null : new Date(value).toISOString());

export const role = z.enum(ROLES).meta({ id: "Role", description: "A member's role: owner, admin or member" });

export const organizationView = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    logo: z.string().nullable(),
    createdAt: time(),
  })
  .meta({ id: "Organization" });

export const memberView = z
  .object({
    id: z.string().meta({ description: "The membership's id" }),
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    role,
    createdAt: time(),
  })
  .meta({ id: "Member" });

export const teamView = z
  .object({ id: z.string(), name: z.string(), memberCount: z.number().int(), createdAt: time() })
  .meta({ id: "Team" });

export const invitationView = z
  .object({
    id: z.string(),
    email: z.string(),
    role,
    status: z.enum(["pending", "accepted", "rejected", "canceled"]),
    teamId: z.string().nullable(),
    expiresAt: time(),
    createdAt: time(),
  })
  .meta({ id: "Invitation" });

const money = z.number().int().meta({ description: "In the currency's smallest unit (cents)" });

export const subscriptionView = z
  .object({
    id: z.string(),
    status: z.enum(["incomplete", "incomplete_expired", "trialing", "active", "past_due", "canceled", "unpaid"]),
    productId: z.string(),
    productName: z.string().nullable(),
    amount: money,
    currency: z.string(),
    recurringInterval: z.string(),
    currentPeriodStart: time(),
    currentPeriodEnd: time().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    canceledAt: time().nullable(),
    endsAt: time().nullable(),
    createdAt: time(),
  })
  .meta({ id: "Subscription" });

export const orderView = z
  .object({
    id: z.string(),
    status: z.enum(["pending", "paid", "refunded", "partially_refunded"]),
    billingReason: z.string(),
    productId: z.string().nullable(),
    productName: z.string().nullable(),
    subscriptionId: z.string().nullable(),
    subtotalAmount: money,
    discountAmount: money,
    taxAmount: money,
    totalAmount: money,
    refundedAmount: money,
    currency: z.string(),
    invoiceNumber: z.string().nullable(),
    createdAt: time(),
  })
  .meta({ id: "Order" });
