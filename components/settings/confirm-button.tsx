"use client";
/**
 * A button whose step must be confirmed in an alert dialog (components/ui/confirm-dialog.tsx, loaded on the
 * first click, so the pages do not carry the dialog's code in their first load). When the step is done, a
 * toast says what happened and the page re-reads its data; the dialog returns the focus to this button when it
 * closes.
 */
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useRef, useState, type ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/action";

const ConfirmDialog = dynamic(() => import("@/components/ui/confirm-dialog").then((m) => m.ConfirmDialog), { ssr: false });

type Props = {
  /** The trigger's content; `label` names it for screen readers when its text is short. */
  children: ReactNode;
  label?: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  disabled?: boolean;
  title: string;
  description: ReactNode;
  confirm: string;
  /** The confirm button's look ("danger" unless told) and the cancel button's words ("Cancel" unless told). */
  tone?: "danger" | "primary";
  cancel?: string;
  done: string;
  /** The step; undefined leaves the dialog open as it is (the person called off a step inside it). */
  run: () => Promise<ActionResult | undefined>;
};

export function ConfirmButton({
  children,
  label,
  variant = "outline",
  size = "sm",
  disabled,
  title,
  description,
  confirm,
  tone,
  cancel,
  done,
  run,
}: Props) {
  const tc = useTranslations("common");
  const terr = useTranslations("errors");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={button}
        variant={variant}
        size={size}
        disabled={disabled}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {opened && (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={() => button.current}
          title={title}
          description={description}
          cancelLabel={cancel ?? tc("cancel")}
          confirmLabel={confirm}
          tone={tone}
          networkError={terr("network")}
          onConfirm={run}
          onDone={() => {
            toast.success(done);
            router.refresh();
          }}
        />
      )}
    </>
  );
}
