"use client";
import { polarClient } from "@polar-sh/better-auth/client";
import { createAuthClient } from "better-auth/react";
import { authClientBase } from "@/lib/auth/browser/client-fetch";

/**
 * The browser side of @polar-sh/better-auth (checkout, portal, customer state and lists), kept apart from the
 * account client so that only billing screens load it. A reply with a URL to follow is followed by
 * better-auth's redirect handling.
 */
export const billingClient = createAuthClient({ ...authClientBase, plugins: [polarClient()] });

/** The code of a refused billing call, for billing.errors.<code>. */
export function billingErrorCode(error: { code?: string; status?: number } | null): string {
  if (!error) return "generic";
  if (error.code) return error.code;
  return error.status === 401 ? "UNAUTHORIZED" : "generic";
}
