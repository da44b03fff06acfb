"use client";
/**
 * Passkeys in the browser: the WebAuthn ceremonies (@simplewebauthn/browser, loaded only when a ceremony
 * starts) between the passkey plugin's option and verification endpoints. Replies have the shape of the other
 * auth calls ({ data, error }), so the screens show their errors the same way.
 */
import { cancelled } from "./cancelled";
import { fetchWithCatchAll } from "./client-fetch";
import { post, type AuthReply } from "./public-client";

async function options(path: string): Promise<AuthReply> {
  const res = await fetchWithCatchAll(`/api/auth${path}`, { credentials: "include" });
  const json = await res.json().catch(() => null);
  return res.ok ? { data: json, error: null } : { data: null, error: { ...json, status: res.status, statusText: res.statusText } };
}

export { isCancelled } from "./cancelled";

/** Adds a passkey to the signed-in account. */
export async function registerPasskey(): Promise<AuthReply> {
  const offered = await options("/passkey/generate-register-options");
  if (offered.error) return offered;
  const { startRegistration } = await import("@simplewebauthn/browser");
  const response = await startRegistration({ optionsJSON: offered.data }).catch(() => null);
  return response ? post("/passkey/verify-registration")({ response }) : cancelled();
}

/**
 * Signs in with a passkey. With `autofill`, the request waits for the person to pick a passkey from the e-mail
 * field's suggestions (conditional mediation) instead of opening the browser's dialog.
 */
export async function signInWithPasskey(autofill = false): Promise<AuthReply> {
  const offered = await options("/passkey/generate-authenticate-options");
  if (offered.error) return offered;
  const { startAuthentication, browserSupportsWebAuthnAutofill } = await import("@simplewebauthn/browser");
  if (autofill && !(await browserSupportsWebAuthnAutofill())) return cancelled();
  const response = await startAuthentication({ optionsJSON: offered.data, useBrowserAutofill: autofill }).catch(() => null);
  return response ? post("/passkey/verify-authentication")({ response }) : cancelled();
}

export const passkeyAuth = {
  rename: post("/passkey/update-passkey"),
  remove: post("/passkey/delete-passkey"),
};
