"use client";
import { Undo2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { post } from "@/lib/auth/browser/public-client";
import { useAuthAction } from "./use-auth-action";

/** Its own call, not one of publicAuth's: the sign-in page's first load carries those. */
const undoEmailChange = post("/undo-email-change");

/**
 * The one button that undoes a change of address. Asked for on the page rather than done by opening the link, so
 * that a mail client or scanner that opens links changes nothing; on success the page says so without the token.
 */
export function UndoEmailChangeForm({ token }: { token: string }) {
  const t = useTranslations("undoEmail");
  const router = useRouter();
  const { pending, error, run } = useAuthAction();
  const [leaving, startLeaving] = useTransition();

  async function undo() {
    const result = await run(() => undoEmailChange({ token }));
    if (result && !result.error) startLeaving(() => router.replace("/undo-email-change?done=1"));
  }

  return (
    <div className="flex flex-col gap-4">
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="button" pending={pending || leaving} className="w-full" onClick={() => void undo()}>
        <Undo2 aria-hidden />
        {t("submit")}
      </Button>
    </div>
  );
}
