"use client";
/**
 * Sheet: a panel that slides in from the side (Radix Dialog), for the mobile menu. Same parts as Dialog:
 * give it a SheetTitle; `closeLabel` shows an × button. `side` is "right" (default) or "left".
 * Usage:
 *   <Sheet><SheetTrigger asChild><Button size="icon" variant="ghost" aria-label={t("menu")}><Menu /></Button></SheetTrigger>
 *     <SheetContent closeLabel={t("close")}><SheetHeader><SheetTitle>…</SheetTitle></SheetHeader>…</SheetContent></Sheet>
 */
import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { ComponentProps, HTMLAttributes } from "react";
import { cn } from "./cn";
import { DialogCloseButton, overlayClasses } from "./dialog";

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

export function SheetContent({
  className,
  children,
  closeLabel,
  side = "right",
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel?: string; side?: "left" | "right" }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        className={cn(
          "fixed inset-y-0 z-50 flex w-[min(22rem,88vw)] flex-col gap-4 overflow-y-auto border-l bg-popover p-5 text-popover-foreground shadow-2xl outline-none",
          side === "right"
            ? "right-0 data-[state=open]:animate-sheet-in"
            : "left-0 border-r border-l-0 data-[state=open]:animate-[ui-sheet-in-left_200ms_ease-out]",
          className,
        )}
        {...props}
      >
        {children}
        {closeLabel && <DialogCloseButton label={closeLabel} className="p-1.5" />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("grid gap-1 pr-8", className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-base font-semibold", className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}
