"use client";
import { fetchWithCatchAll } from "./client-fetch";

/**
 * The client of the screens everyone sees before signing in (sign-in, sign-up, password reset, verification)
 * and of the header: plain fetch calls to /api/auth with better-auth's client reply shape ({ data, error }).
 * better-auth's own client (./client.ts) brings its stores and fetch layer, about 13 KB of gzip, to
 * every page that imports it; the signed-in screens use it, these do not need it.
 */
export type AuthCallError = { code?: string; message?: string; status: number; statusText: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AuthReply = { data: any; error: null } | { data: null; error: AuthCallError };

type Input = Record<string, unknown> & { fetchOptions?: { headers?: Record<string, string> } };

/** Like better-auth's client, a reply that names a URL to follow is followed (http, https or a path only). */
function follow(data: unknown) {
  const reply = data as { url?: unknown; redirect?: unknown } | null;
  if (!reply?.redirect || typeof reply.url !== "string") return;
  if (/^(https?:|\/)/i.test(reply.url)) window.location.href = reply.url;
}

async function call(path: string, input: Input = {}): Promise<AuthReply> {
  const { fetchOptions, ...body } = input;
  const res = await fetchWithCatchAll(`/api/auth${path}`, {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json", ...fetchOptions?.headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok)
    return { data: null, error: { ...(json && typeof json === "object" ? json : {}), status: res.status, statusText: res.statusText } };
  follow(json);
  return { data: json, error: null };
}

/** One endpoint of /api/auth as a client call; other small clients (lib/account/client.ts) are built from it. */
export const post = (path: string) => (input?: Input) => call(path, input);

export const publicAuth = {
  signIn: { email: post("/sign-in/email"), magicLink: post("/sign-in/magic-link"), social: post("/sign-in/social") },
  signUp: { email: post("/sign-up/email") },
  requestPasswordReset: post("/request-password-reset"),
  resetPassword: post("/reset-password"),
  sendVerificationEmail: post("/send-verification-email"),
  signOut: post("/sign-out"),
  updateUser: post("/update-user"),
  organization: { setActive: post("/organization/set-active") },
  twoFactor: {
    verifyTotp: post("/two-factor/verify-totp"),
    verifyBackupCode: post("/two-factor/verify-backup-code"),
    verifyOtp: post("/two-factor/verify-otp"),
    sendOtp: post("/two-factor/send-otp"),
  },
};
