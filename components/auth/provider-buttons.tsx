"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { clsx as cn } from "clsx";
import { publicAuth } from "@/lib/auth/browser/public-client";
import { useAuthAction } from "./use-auth-action";

export type ProviderChoice = { id: string; name: string; icon: ReactNode };

/**
 * One button per configured provider, with its mark. One or two providers get a full-width "Continue with …"
 * each; more share a grid of names (the full sentence stays their accessible name). The clicked one stays
 * pending until the browser has left for the provider.
 */
export function ProviderButtons({ providers, callbackURL }: { providers: ProviderChoice[]; callbackURL: string }) {
  const t = useTranslations("signIn");
  const { pending, error, run } = useAuthAction();
  const [chosen, setChosen] = useState<string | null>(null);
  // Coming back from the provider with the browser's Back button restores this page as it was left.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => event.persisted && setChosen(null);
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, []);
  if (providers.length === 0) return null;
  const compact = providers.length > 2;

  async function go(provider: string) {
    setChosen(provider);
    // The generic OpenID Connect provider is registered as a social provider too. A refusal of the provider
    // comes back to the sign-in page as ?error=, which the page explains.
    const result = await run(() =>
      publicAuth.signIn.social({ provider, callbackURL, errorCallbackURL: "/sign-in", newUserCallbackURL: callbackURL }),
    );
    if (!result || result.error) setChosen(null);
  }

  return (
    <div className="flex flex-col gap-3">
      {error && <Alert tone="error">{error}</Alert>}
      <div className={cn("grid gap-2", compact && "grid-cols-2")}>
        {providers.map((p) => {
          const label = t("withProvider", { provider: p.name });
          return (
            <Button
              key={p.id}
              variant="outline"
              aria-label={compact ? label : undefined}
              title={compact ? label : undefined}
              // Still pending once the reply has come: the browser is on its way to the provider.
              pending={chosen === p.id}
              disabled={pending || chosen !== null}
              onClick={() => go(p.id)}
              className={cn("w-full", compact && providers.length % 2 === 1 && p === providers[0] && "col-span-2")}
            >
              {chosen !== p.id && p.icon}
              <span className="truncate">{compact ? p.name : label}</span>
            </Button>
          );
        })}
      </div>
    </div>
  );
}
