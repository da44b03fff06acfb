"use client";
/**
 * The state of a console form in the shared dialog (components/ui/form-dialog.tsx): open or closed (held open
 * while the request is pending), the refusal to show, and `submit`, which runs an operator action. A refusal
 * stays in the dialog in the operator's language; success closes it, says so in a toast and re-reads the page.
 */
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/action";

export function useOperatorForm(done: string) {
  const t = useTranslations("admin.common");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  return {
    open,
    pending,
    error,
    /** The dialog's own labels, in the operator's language. */
    labels: { closeLabel: t("close"), cancelLabel: t("cancel") },
    onOpenChange(next: boolean) {
      if (pending) return;
      setOpen(next);
      setError(null);
    },
    async submit(call: () => Promise<ActionResult>) {
      setPending(true);
      setError(null);
      const result = await call().catch(() => ({ ok: false as const, message: t("network") }));
      setPending(false);
      if (!result.ok) return setError(result.message);
      setOpen(false);
      toast.success(done);
      router.refresh();
    },
  };
}
