"use client";
import { useRouter } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useFocusOnMount } from "@/components/ui/deferred";
import type { SwappedProps } from "@/components/ui/swap-in";
import { stopImpersonatingAction } from "@/lib/admin/user-actions";

/**
 * Ends the impersonation and takes the operator back to the user's page in the console. It comes in place of the
 * banner's server-drawn button (impersonation-banner.tsx, drawn the same): a press on that one is carried out here.
 */
export function StopImpersonatingButton({ userId, label, pressed, focused }: { userId: string; label: ReactNode } & SwappedProps) {
  const router = useRouter();
  // A press on the placeholder is carried out at once (see the effect below).
  const [pending, setPending] = useState(pressed);
  const [failed, setFailed] = useState<string | null>(null);
  const ref = useFocusOnMount<HTMLButtonElement>(focused);

  const stop = () =>
    stopImpersonatingAction({}).then((result) => {
      if (!result.ok) {
        setPending(false);
        setFailed(result.message);
        return;
      }
      router.push(`/admin/users/${encodeURIComponent(userId)}`);
      router.refresh();
    });

  useEffect(() => {
    if (pressed) void stop();
    // Only on mount: the press was on the placeholder this button replaced.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="flex items-center gap-2">
      {failed && (
        <span role="alert" className="text-danger">
          {failed}
        </span>
      )}
      <Button
        ref={ref}
        size="sm"
        variant="outline"
        disabled={pending}
        aria-busy={pending}
        onClick={() => {
          setPending(true);
          void stop();
        }}
      >
        {label}
      </Button>
    </div>
  );
}
