/**
 * Shown on every page while an operator acts as a user: whose account this is, when the borrowed session ends by
 * itself, and a one-click way back to the operator's own session.
 */
import { getFormatter, getTranslations } from "next-intl/server";
import { Undo2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { getServerSession } from "@/lib/auth/server/session";
import { StopImpersonatingSlot } from "./stop-impersonating-lazy";

export async function ImpersonationBanner() {
  const session = await getServerSession();
  const impersonatedBy = (session?.session as { impersonatedBy?: string | null } | undefined)?.impersonatedBy;
  if (!session || !impersonatedBy) return null;
  const [t, format] = await Promise.all([getTranslations("admin.impersonation"), getFormatter()]);
  const ends = new Date(session.session.expiresAt);
  const label = (
    <>
      <Undo2 aria-hidden />
      {t("stop")}
    </>
  );
  return (
    <div
      role="region"
      aria-label={t("label")}
      className="border-b border-warning/40 bg-warning/15 text-foreground"
      data-testid="impersonation-banner"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm sm:px-6">
        <p className="min-w-0 flex-1 [overflow-wrap:anywhere]">
          {t.rich("text", {
            email: session.user.email,
            time: format.dateTime(ends, { timeStyle: "short" }),
            b: (chunks) => <strong className="font-semibold">{chunks}</strong>,
          })}
        </p>
        <StopImpersonatingSlot userId={session.user.id} label={label}>
          {/* Drawn as the button that replaces it draws itself (stop-impersonating-button.tsx). */}
          <div className="flex items-center gap-2">
            <Button size="sm" variant="outline">
              {label}
            </Button>
          </div>
        </StopImpersonatingSlot>
      </div>
    </div>
  );
}
