import type { AuthReply } from "./public-client";

/**
 * A step the person called off (a passkey ceremony cancelled, a "Confirm it's you" dialog closed): no request
 * was made or repeated, and no screen shows it as an error.
 */
export const cancelled = (): AuthReply => ({ data: null, error: { code: "PASSKEY_CANCELLED", status: 0, statusText: "cancelled" } });

export const isCancelled = (reply: { error?: { code?: string } | null } | undefined | null) => reply?.error?.code === "PASSKEY_CANCELLED";
