import { NextResponse } from "next/server";
import { getVerifiedSession } from "@/lib/auth/session";
import { ownOrder } from "@/lib/billing/queries";
import { invoiceUrl } from "@/lib/billing/subscriptions";

/** The invoice of one of the user's own orders: Polar's document, reached through our ownership check. */
export async function GET(_request: Request, { params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  const session = await getVerifiedSession();
  if (!session) return NextResponse.json({ error: "Unauthorized" }, { status: 401 });
  const order = await ownOrder(session.user.id, orderId);
  if (!order) return NextResponse.json({ error: "Not found" }, { status: 404 });
  const url = await invoiceUrl(order.id);
  if (!url) return NextResponse.json({ error: "Billing unavailable" }, { status: 503 });
  return NextResponse.redirect(url, 303);
}
