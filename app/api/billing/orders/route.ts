import { NextResponse } from "next/server";
import { getLocale } from "next-intl/server";
import { getVerifiedSession } from "@/lib/auth/server/session";
import { customerOf, ordersPage, type OrderScope } from "@/lib/billing/queries";
import { orderView } from "@/lib/billing/views";
import { decodeCursor } from "@/lib/keyset";
import { roleIn } from "@/lib/organization/membership";
import { managesOrganization } from "@/lib/organization/roles";
import { atBoundary } from "@/lib/http/boundary";
import { withRequestLog } from "@/lib/log/request";

/**
 * The next page of orders (newest first) after an opaque cursor: the user's own, or with ?organizationId=
 * an organization's, which only its owners and admins see. Reads our tables only.
 */
export const GET = withRequestLog(
  "/api/billing/orders",
  atBoundary(async (request: Request) => {
    const session = await getVerifiedSession();
    if (!session) return NextResponse.json({ error: "Unauthorized" }, { status: 401 });
    const params = new URL(request.url).searchParams;
    const organizationId = params.get("organizationId");
    let scope: OrderScope;
    if (organizationId) {
      if (!managesOrganization(await roleIn(session.user.id, organizationId)))
        return NextResponse.json({ error: "Forbidden" }, { status: 403 });
      scope = { organizationId };
    } else {
      const customer = await customerOf(session.user.id);
      if (!customer) return NextResponse.json({ orders: [], next: null });
      scope = { customerId: customer.id, userId: session.user.id };
    }
    const [page, locale] = await Promise.all([ordersPage(scope, decodeCursor(params.get("after"))), getLocale()]);
    return NextResponse.json(
      { orders: page.orders.map((row) => orderView(row, locale)), next: page.next },
      { headers: { "cache-control": "no-store" } },
    );
  }),
);
