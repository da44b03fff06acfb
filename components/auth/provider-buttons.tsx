"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/alert";
import { publicAuth } from "@/lib/auth/public-client";
import type { ProviderButton } from "@/lib/auth/available-providers";
import { useAuthAction } from "./use-auth-action";

export function ProviderButtons({ providers, callbackURL }: { providers: ProviderButton[]; callbackURL: string }) {
  const t = useTranslations("signIn");
  const { pending, error, run } = useAuthAction();
  if (providers.length === 0) return null;
  const errorCallbackURL = "/sign-in";
  return (
    <div className="flex flex-col gap-2">
      {error && <Alert tone="error">{error}</Alert>}
      {providers.map((p) => (
        <Button
          key={p.id}
          variant="secondary"
          disabled={pending}
          onClick={() =>
            run(() =>
              // The generic OpenID Connect provider is registered as a social provider too.
              publicAuth.signIn.social({ provider: p.id, callbackURL, errorCallbackURL, newUserCallbackURL: callbackURL }),
            )
          }
        >
          {t("withProvider", { provider: p.name })}
        </Button>
      ))}
    </div>
  );
}
