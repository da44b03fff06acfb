import type { Page } from "@playwright/test";

/**
 * Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain): a platform passkey store, offline.
 * Returns a switch: whether it answers at once, as a person touching it would (off: requests wait).
 */
export async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return (answers: boolean) => cdp.send("WebAuthn.setAutomaticPresenceSimulation", { authenticatorId, enabled: answers });
}
