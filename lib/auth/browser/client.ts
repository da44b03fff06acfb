"use client";
import { inferAdditionalFields, inferOrgAdditionalFields, magicLinkClient, organizationClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { authClientBase } from "./client-fetch";
import type { Auth } from "@/lib/auth/server/auth";

export const authClient = createAuthClient({
  ...authClientBase,
  plugins: [
    inferAdditionalFields<Auth>(),
    magicLinkClient(),
    organizationClient({ teams: { enabled: true }, schema: inferOrgAdditionalFields<Auth>() }),
  ],
});

export const { useSession, signIn, signOut, signUp } = authClient;
