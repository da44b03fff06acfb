"use client";
/**
 * The danger zone's one button; its dialog (./delete-account-dialog.tsx) is loaded on the first click. While the
 * account may not be deleted, the button stays focusable but does nothing, described by the reason (`blockedBy`).
 */
import { Trash2 } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { notify } from "./notify";

const DeleteAccountDialog = dynamic(() => import("./delete-account-dialog"), { ssr: false });

type Props = { email: string; hasPassword: boolean; fresh: boolean; blockedBy?: string };

export function DeleteAccount({ email, hasPassword, fresh, blockedBy }: Props) {
  const t = useTranslations("settings.delete");
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [mailSent, setMailSent] = useState(false);

  return (
    <>
      {mailSent && <Alert tone="success">{t("emailSent", { email })}</Alert>}
      <Button
        variant="danger"
        className="self-start"
        {...(blockedBy
          ? { "aria-disabled": true, "aria-describedby": blockedBy }
          : {
              "aria-haspopup": "dialog" as const,
              onClick: () => {
                setOpened(true);
                setOpen(true);
              },
            })}
      >
        <Trash2 aria-hidden />
        {t("open")}
      </Button>
      {opened && (
        <DeleteAccountDialog
          email={email}
          hasPassword={hasPassword}
          fresh={fresh}
          open={open}
          onClose={() => setOpen(false)}
          onMailSent={() => {
            setOpen(false);
            setMailSent(true);
            notify(t("emailSent", { email }));
          }}
        />
      )}
    </>
  );
}
