"use client";
import { useTranslations } from "next-intl";
import { clsx as cn } from "clsx";
import { passwordStrength, type Strength } from "./password-strength";

const LEVELS: Strength[] = ["weak", "fair", "good", "strong"];

const BAR: Record<Strength, string> = {
  weak: "bg-danger",
  fair: "bg-warning",
  good: "bg-success/70",
  strong: "bg-success",
};

/**
 * Four bars and a word under a new-password field, updated as the person types. The word is announced
 * politely; the bars are decoration. Until something is typed it gives the length rule instead.
 */
export function PasswordStrengthMeter({ password, minLength, maxLength }: { password: string; minLength: number; maxLength: number }) {
  const t = useTranslations("auth.strength");
  const strength = password ? passwordStrength(password, minLength) : null;
  const filled = strength ? LEVELS.indexOf(strength) + 1 : 0;
  return (
    <div className="grid gap-1.5">
      <div className="grid grid-cols-4 gap-1" aria-hidden>
        {LEVELS.map((level, i) => (
          <span key={level} className={cn("h-1 rounded-full bg-muted transition-colors", i < filled && strength && BAR[strength])} />
        ))}
      </div>
      <p className="text-[0.8125rem] text-muted-foreground" aria-live="polite">
        {strength ? (
          <>
            <span className="font-medium text-foreground">{t(strength)}</span>
            {" · "}
            {t(`${strength}Hint`, { min: minLength })}
          </>
        ) : (
          t("rule", { min: minLength, max: maxLength })
        )}
      </p>
    </div>
  );
}
