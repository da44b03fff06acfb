"use client";
import { Eye, EyeOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type InputHTMLAttributes } from "react";
import { Input } from "@/components/ui/input";

/**
 * A password <Input> with a button that shows what was typed. The button's name is in its text (visually
 * hidden) rather than an aria-label, so it never answers to the field's own label; it stays out of the tab
 * order's way by coming after the field.
 */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const t = useTranslations("auth");
  const [shown, setShown] = useState(false);
  const Icon = shown ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input {...props} type={shown ? "text" : "password"} className="pr-10" />
      <button
        type="button"
        aria-pressed={shown}
        aria-controls={props.id}
        onClick={() => setShown((s) => !s)}
        className="absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-md text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Icon className="size-4" aria-hidden />
        <span className="sr-only">{t("showPassword")}</span>
      </button>
    </div>
  );
}
