/** Standard Webhooks headers as Polar sends them (sign.mjs). */
export function signatureHeaders(secret: string, id: string, timestampSeconds: number, body: string): Record<string, string>;
