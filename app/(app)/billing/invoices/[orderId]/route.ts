import { NextResponse } from "next/server";
import { getVerifiedSession } from "@/lib/auth/server/session";
import { ownOrder } from "@/lib/billing/queries";
import { invoiceUrl } from "@/lib/billing/subscriptions";
import { atBoundary } from "@/lib/http/boundary";

/**
 * The invoice of one of the user's own orders: Polar's document, reached through our ownership check.
 * Whatever goes wrong sends the browser back to the billing page, which says so in the user's language.
 */
export const GET = atBoundary(async (request: Request, { params }: { params: Promise<{ orderId: string }> }) => {
  const { orderId } = await params;
  const back = (code: string) => NextResponse.redirect(new URL(`/billing?error=${code}`, request.url), 303);
  const session = await getVerifiedSession();
  if (!session) return NextResponse.redirect(new URL("/sign-in?next=/billing", request.url), 303);
  const order = orderId.length <= 100 ? await ownOrder(session.user.id, orderId) : null;
  if (!order) return back("INVOICE_NOT_FOUND");
  const url = await invoiceUrl(order.id);
  if (!url) return back("BILLING_UNAVAILABLE");
  return NextResponse.redirect(url, 303);
});
