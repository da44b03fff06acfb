"use client";
import { inferAdditionalFields, magicLinkClient, organizationClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import type { Auth } from "./server";

/**
 * A network failure becomes an ordinary error response (status 500, "Fetch Error"), so every screen
 * handles it like any other error instead of crashing.
 */
const fetchWithCatchAll: typeof fetch = async (input, init) => {
  try {
    return await fetch(input, init);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return new Response(JSON.stringify({ code: "FETCH_ERROR", message: `Fetch Error: ${detail}` }), {
      status: 500,
      statusText: "Fetch Error",
      headers: { "content-type": "application/json" },
    });
  }
};

export const authClient = createAuthClient({
  baseURL: typeof window === "undefined" ? undefined : window.location.origin,
  basePath: "/api/auth",
  fetchOptions: { credentials: "include", customFetchImpl: fetchWithCatchAll },
  plugins: [inferAdditionalFields<Auth>(), magicLinkClient(), organizationClient({ teams: { enabled: true } })],
});

export const { useSession, signIn, signOut, signUp } = authClient;
