"use client";
/** The danger zone's one button; its dialog (./delete-account-dialog.tsx) is loaded on the first click. */
import { Trash2 } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { notify } from "./notify";

const DeleteAccountDialog = dynamic(() => import("./delete-account-dialog"), { ssr: false });

export function DeleteAccount({ email, hasPassword, fresh }: { email: string; hasPassword: boolean; fresh: boolean }) {
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
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
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
