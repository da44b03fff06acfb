import { NextResponse } from "next/server";
import { getVerifiedSession } from "@/lib/auth/session";
import { customerOf, ordersPage } from "@/lib/billing/queries";
import { decodeCursor } from "@/lib/keyset";
import { orderView } from "@/lib/billing/views";

/** The next page of the user's own orders (newest first), after an opaque cursor. Reads our tables only. */
export async function GET(request: Request) {
  const session = await getVerifiedSession();
  if (!session) return NextResponse.json({ error: "Unauthorized" }, { status: 401 });
  const customer = await customerOf(session.user.id);
  if (!customer) return NextResponse.json({ orders: [], next: null });
  const after = decodeCursor(new URL(request.url).searchParams.get("after"));
  const page = await ordersPage(customer.id, session.user.id, after);
  return NextResponse.json({ orders: page.orders.map(orderView), next: page.next }, { headers: { "cache-control": "no-store" } });
}
