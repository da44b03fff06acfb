import { NextResponse } from "next/server";
import { getVerifiedSession } from "@/lib/auth/server/session";
import { purchaseStatus } from "@/lib/billing/entitlements";
import { atBoundary } from "@/lib/http/boundary";
import { withRequestLog } from "@/lib/log/request";

/**
 * Where one of the user's checkouts stands, as the webhooks have told us: the success page polls this until
 * the purchase is "ready" (in force, with its benefits among the buyer's entitlements) or "failed".
 */
export const GET = withRequestLog(
  "/api/billing/checkouts/[id]",
  atBoundary(async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params;
    const session = await getVerifiedSession();
    if (!session) return NextResponse.json({ error: "Unauthorized" }, { status: 401 });
    if (id.length > 100) return NextResponse.json({ error: "Not found" }, { status: 404 });
    const status = await purchaseStatus(session.user.id, id);
    return NextResponse.json({ status }, { headers: { "cache-control": "no-store" } });
  }),
);
