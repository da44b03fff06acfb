"use client";
/**
 * The header's signed-in controls (organization switcher, account menu), each in a chunk of its own. Most pages
 * seen signed out (landing, sign-in, sign-up, pricing) then do not carry their code in their first load; a
 * signed-in page renders them on the server as before, and next/dynamic has the browser fetch their chunks
 * while the page loads.
 */
import dynamic from "next/dynamic";

export const OrgSwitcher = dynamic(() => import("@/components/organization/org-switcher").then((m) => m.OrgSwitcher));

export const AccountMenu = dynamic(() => import("./account-menu").then((m) => m.AccountMenu));
