/** What Polar's webhook worker sends as its user agent, and the API version its payloads follow (sign.mjs). */
export const WEBHOOK_USER_AGENT: string;
export const WEBHOOK_API_VERSION: string;
/** Standard Webhooks headers as Polar sends them (sign.mjs). */
export function signatureHeaders(secret: string, id: string, timestampSeconds: number, body: string): Record<string, string>;
