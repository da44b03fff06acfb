import "server-only";

/** The social providers of spec section 3; each is offered when its credentials are in the environment. */
export const SOCIAL_PROVIDER_IDS = [
  "apple",
  "discord",
  "facebook",
  "github",
  "microsoft",
  "google",
  "huggingface",
  "spotify",
  "twitch",
  "twitter",
  "dropbox",
  "kick",
  "linkedin",
  "gitlab",
  "tiktok",
  "reddit",
  "roblox",
  "vk",
  "zoom",
] as const;

export type SocialProviderId = (typeof SOCIAL_PROVIDER_IDS)[number];

type Credentials = { clientId: string; clientSecret: string; clientKey?: string };

/** Reads `<PROVIDER>_CLIENT_ID` / `<PROVIDER>_CLIENT_SECRET` for every known provider. */
export function configuredSocialProviders(source: NodeJS.ProcessEnv = process.env): Partial<Record<SocialProviderId, Credentials>> {
  const out: Partial<Record<SocialProviderId, Credentials>> = {};
  for (const id of SOCIAL_PROVIDER_IDS) {
    const prefix = id.toUpperCase();
    const clientId = source[`${prefix}_CLIENT_ID`];
    const clientSecret = source[`${prefix}_CLIENT_SECRET`];
    // TikTok calls its client id a client key.
    if (clientId && clientSecret) out[id] = id === "tiktok" ? { clientId, clientKey: clientId, clientSecret } : { clientId, clientSecret };
  }
  return out;
}

export const OIDC_PROVIDER_ID = "oidc";
