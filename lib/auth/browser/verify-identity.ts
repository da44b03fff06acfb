"use client";
/**
 * "Confirm it's you" in the browser: what the person can confirm with, and each way of confirming (the
 * fresh-verification plugin's endpoints, and the two-factor plugin's code checks, which count while signed in).
 * A sensitive call refused with FRESH_VERIFICATION_REQUIRED is repeated once the person has confirmed.
 */
import { cancelled } from "./cancelled";
import { fetchWithCatchAll } from "./client-fetch";
import { post, type AuthReply } from "./public-client";

export type ConfirmationMethods = { password: boolean; totp: boolean; passkey: boolean; email: boolean };

export const needsConfirmation = (reply: AuthReply | undefined | null) => reply?.error?.code === "FRESH_VERIFICATION_REQUIRED";

async function get(path: string): Promise<AuthReply> {
  const res = await fetchWithCatchAll(`/api/auth${path}`, { credentials: "include" });
  const json = await res.json().catch(() => null);
  return res.ok ? { data: json, error: null } : { data: null, error: { ...json, status: res.status, statusText: res.statusText } };
}

/** Confirms with one of the person's passkeys (the browser's dialog); a cancelled ceremony sends nothing. */
async function withPasskey(): Promise<AuthReply> {
  const offered = await get("/verify-identity/passkey-options");
  if (offered.error) return offered;
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const response = await startAuthentication({ optionsJSON: offered.data }).catch(() => null);
  if (!response) return cancelled();
  return post("/verify-identity/passkey")({ response });
}

export const verifyIdentity = {
  methods: () => get("/verify-identity/methods"),
  password: (password: string) => post("/verify-identity/password")({ password }),
  app: (code: string) => post("/two-factor/verify-totp")({ code }),
  backup: (code: string) => post("/two-factor/verify-backup-code")({ code }),
  sendEmailCode: () => post("/verify-identity/send-code")(),
  email: (code: string) => post("/verify-identity/code")({ code }),
  passkey: withPasskey,
};
