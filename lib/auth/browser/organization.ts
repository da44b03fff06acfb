"use client";
export type OrganizationApi = (typeof import("./client"))["authClient"]["organization"];

/**
 * The auth client's organization calls, loaded on first use: better-auth's client is about 12 KB of
 * JavaScript that the organization screens need only when someone acts, not to show the page.
 */
export async function organizationApi(): Promise<OrganizationApi> {
  return (await import("./client")).authClient.organization;
}
