"use client";
/**
 * A button whose step must be confirmed in an alert dialog (./confirm-dialog.tsx, loaded on the first click).
 * When the step is done, a toast says what happened and the page re-reads its data; the dialog returns the
 * focus to this button when it closes.
 */
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import type { ActionResult } from "@/lib/action";
import { notify } from "./notify";

const ConfirmDialog = dynamic(() => import("./confirm-dialog"), { ssr: false });

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
  done: string;
  run: () => Promise<ActionResult>;
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
  done,
  run,
}: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  return (
    <>
      <Button
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
          title={title}
          description={description}
          confirm={confirm}
          run={run}
          onClose={(finished) => {
            setOpen(false);
            if (!finished) return;
            notify(done);
            router.refresh();
          }}
        />
      )}
    </>
  );
}
