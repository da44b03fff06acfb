/**
 * The frame of every public account screen (sign-in, sign-up, e-mail sent, password reset, verification,
 * invitation): one centred card with the logo, the page's title and a sentence under it, the content, and a
 * footer bar for the way to the neighbouring screen. `status` adds a small badge to the logo for screens that
 * report an outcome (sent, done, failed), so the state reads at a glance in any language.
 * Usage: `<AuthCard title="Sign in" description="Welcome back" footer={<>No account? <Link…/></>}>…</AuthCard>`.
 */
import { Check, Mail, X } from "lucide-react";
import type { ReactNode } from "react";
import { clsx as cn } from "clsx";
import { LogoMark } from "@/components/ui/logo";

export type AuthStatus = "sent" | "success" | "failed";

const BADGES: Record<AuthStatus, { Icon: typeof Check; classes: string }> = {
  sent: { Icon: Mail, classes: "bg-primary text-primary-foreground" },
  success: { Icon: Check, classes: "bg-success text-background" },
  failed: { Icon: X, classes: "bg-danger text-background" },
};

type Props = {
  title: ReactNode;
  description?: ReactNode;
  status?: AuthStatus;
  footer?: ReactNode;
  children?: ReactNode;
};

export function AuthCard({ title, description, status, footer, children }: Props) {
  const badge = status ? BADGES[status] : null;
  return (
    <div className="w-full max-w-[26rem] overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm">
      <div className="flex flex-col items-center px-6 pt-8 text-center sm:px-8">
        <span className="relative">
          <LogoMark className="size-11" />
          {badge && (
            <span
              data-status={status}
              className={cn(
                "absolute -right-2 -bottom-2 flex size-6 items-center justify-center rounded-full ring-3 ring-card",
                badge.classes,
              )}
            >
              <badge.Icon className="size-3.5" strokeWidth={3} aria-hidden />
            </span>
          )}
        </span>
        <h1 className="mt-5 text-xl font-semibold tracking-tight text-balance">{title}</h1>
        {description && <div className="mt-1.5 text-sm text-pretty text-muted-foreground [overflow-wrap:anywhere]">{description}</div>}
      </div>
      <div className="flex flex-col gap-5 px-6 pt-6 pb-8 sm:px-8">{children}</div>
      {footer && <div className="border-t bg-muted/50 px-6 py-4 text-center text-sm text-muted-foreground sm:px-8">{footer}</div>}
    </div>
  );
}

/** A divider with a word in the middle ("or") between two ways of doing the same thing. */
export function AuthDivider({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase" role="none">
      <span className="h-px flex-1 bg-border" />
      {children}
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
