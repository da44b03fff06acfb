import "server-only";
import { env } from "@/lib/env";
import { configuredSocialProviders, OIDC_PROVIDER_ID } from "./providers";

export type ProviderButton = { id: string; name: string; kind: "social" | "oidc" };

const DISPLAY: Record<string, string> = {
  github: "GitHub",
  gitlab: "GitLab",
  linkedin: "LinkedIn",
  tiktok: "TikTok",
  vk: "VK",
  huggingface: "Hugging Face",
};

/** A sign-in provider's name as people know it ("GitHub", the OpenID Connect provider's configured name). */
export function providerName(id: string): string {
  if (id === OIDC_PROVIDER_ID) return env.OIDC_NAME;
  return DISPLAY[id] ?? id.charAt(0).toUpperCase() + id.slice(1);
}

/** The sign-in buttons to show: configured social providers and the generic OpenID Connect one. */
export function availableProviders(): ProviderButton[] {
  const social = Object.keys(configuredSocialProviders()).map((id) => ({
    id,
    name: providerName(id),
    kind: "social" as const,
  }));
  const oidc = env.OIDC_ISSUER && env.OIDC_CLIENT_ID ? [{ id: OIDC_PROVIDER_ID, name: env.OIDC_NAME, kind: "oidc" as const }] : [];
  return [...social, ...oidc];
}
