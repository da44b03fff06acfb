import type { ReactNode } from "react";
import { availableProviders } from "@/lib/auth/server/available-providers";
import { ProviderButtons } from "./provider-buttons";
import { ProviderIcon } from "./provider-icons";

/**
 * The configured sign-in providers as buttons with their marks. A server component: the marks are drawn
 * here, so only those of configured providers reach the browser, as markup. `lastUsed` puts a mark (the "Last
 * used" badge) beside the icon of the provider this browser last signed in with; the buttons are made the
 * badge's positioned ancestor by this wrapper's CSS, so the client buttons need no code for it.
 */
export function Providers({ callbackURL, lastUsed }: { callbackURL: string; lastUsed?: { id: string; mark: ReactNode } | null }) {
  const providers = availableProviders().map((p) => ({
    id: p.id,
    name: p.name,
    icon: (
      <>
        <ProviderIcon id={p.id} className="size-4" />
        {p.id === lastUsed?.id && lastUsed.mark}
      </>
    ),
  }));
  const buttons = <ProviderButtons providers={providers} callbackURL={callbackURL} />;
  return lastUsed && providers.some((p) => p.id === lastUsed.id) ? <div className="[&_button]:relative">{buttons}</div> : buttons;
}

/** Whether any provider is configured (the pages draw an "or" divider only then). */
export function hasProviders() {
  return availableProviders().length > 0;
}
