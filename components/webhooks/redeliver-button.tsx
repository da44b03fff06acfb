"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { redeliverAction } from "@/lib/webhooks/actions";

/** Sends a delivery's event again, as a new delivery on a fresh schedule. */
export function RedeliverButton({
  organizationId,
  endpointId,
  deliveryId,
  disabled,
}: {
  organizationId?: string;
  endpointId: string;
  deliveryId: string;
  disabled?: boolean;
}) {
  const t = useTranslations("webhooks");
  const router = useRouter();
  const [pending, setPending] = useState(false);
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={disabled || pending}
      aria-busy={pending}
      onClick={async () => {
        setPending(true);
        try {
          const result = await redeliverAction({ organizationId, id: endpointId, deliveryId });
          if (!result.ok) return toast.error(result.message);
          toast.success(t("redelivered"));
          router.refresh();
        } finally {
          setPending(false);
        }
      }}
    >
      {t("redeliver")}
    </Button>
  );
}
