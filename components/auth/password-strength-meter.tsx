"use client";
import { useTranslations } from "next-intl";
import { clsx as cn } from "clsx";
import { useEffect, useState } from "react";
import type { passwordStrength, Strength } from "./password-strength";

const LEVELS: Strength[] = ["weak", "fair", "good", "strong"];

const BAR: Record<Strength, string> = {
  weak: "bg-danger",
  fair: "bg-warning",
  good: "bg-success/70",
  strong: "bg-success",
};

type Scorer = typeof passwordStrength;
let loadedScorer: Scorer | undefined;

/**
 * The estimate (./password-strength.ts, with its lists of common passwords) comes from a chunk of its own,
 * fetched as the form mounts: the sign-up and reset pages' first load stays within its budget, and the estimate
 * is there long before the first keystroke. Until then the meter gives the length rule, as before any typing.
 */
function useScorer(): Scorer | undefined {
  const [scorer, setScorer] = useState(() => loadedScorer);
  useEffect(() => {
    if (scorer) return;
    let live = true;
    import("./password-strength").then(
      (m) => {
        loadedScorer = m.passwordStrength;
        if (live) setScorer(() => m.passwordStrength);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [scorer]);
  return scorer;
}

/**
 * Four bars and a word under a new-password field, updated as the person types. The word is announced
 * politely; the bars are decoration. Until something is typed it gives the length rule instead.
 */
export function PasswordStrengthMeter({ password, minLength, maxLength }: { password: string; minLength: number; maxLength: number }) {
  const t = useTranslations("auth.strength");
  const score = useScorer();
  const strength = password && score ? score(password, minLength) : null;
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
