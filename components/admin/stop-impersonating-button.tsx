"use client";
import { Undo2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { stopImpersonatingAction } from "@/lib/admin/user-actions";

/** Ends the impersonation and takes the operator back to the user's page in the console. */
export function StopImpersonatingButton({ userId }: { userId: string }) {
  const t = useTranslations("admin.impersonation");
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div className="flex items-center gap-2">
      {failed && (
        <span role="alert" className="text-danger">
          {failed}
        </span>
      )}
      <Button
        size="sm"
        variant="outline"
        disabled={pending}
        aria-busy={pending}
        onClick={async () => {
          setPending(true);
          const result = await stopImpersonatingAction({});
          if (!result.ok) {
            setPending(false);
            setFailed(result.message);
            return;
          }
          router.push(`/admin/users/${encodeURIComponent(userId)}`);
          router.refresh();
        }}
      >
        <Undo2 aria-hidden />
        {t("stop")}
      </Button>
    </div>
  );
}
