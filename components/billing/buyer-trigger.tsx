"use client";
import { ChevronsUpDown } from "lucide-react";
import type { ButtonHTMLAttributes, Ref } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { cx } from "@/components/ui/cx";

/** The buyer menu's button, drawn the same before and after its menu has loaded (see buyer-menu.tsx). */
export function BuyerTrigger({
  label,
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string; ref?: Ref<HTMLButtonElement> }) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      className={cx(buttonVariants({ variant: "outline", size: "sm" }), "max-sm:w-full sm:self-start", className)}
      {...props}
    >
      {label}
      <ChevronsUpDown aria-hidden />
    </button>
  );
}
