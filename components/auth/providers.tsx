import { availableProviders } from "@/lib/auth/server/available-providers";
import { ProviderButtons } from "./provider-buttons";
import { ProviderIcon } from "./provider-icons";

/**
 * The configured sign-in providers as buttons with their marks. A server component: the marks are drawn
 * here, so only those of configured providers reach the browser, as markup.
 */
export function Providers({ callbackURL }: { callbackURL: string }) {
  const providers = availableProviders().map((p) => ({ id: p.id, name: p.name, icon: <ProviderIcon id={p.id} className="size-4" /> }));
  return <ProviderButtons providers={providers} callbackURL={callbackURL} />;
}

/** Whether any provider is configured (the pages draw an "or" divider only then). */
export function hasProviders() {
  return availableProviders().length > 0;
}
