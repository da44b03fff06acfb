import { signatureHeaders } from "@/emulator/webhooks/sign.mjs";

/**
 * One delivery of a webhook to a running app's route, signed with `secret` as Polar signs it: the status the app
 * answered, or 0 when it could not be reached.
 */
export function postSignedWebhook(base: string, secret: string, id: string, body: string): Promise<number> {
  return fetch(`${base}/api/webhooks/polar`, {
    method: "POST",
    headers: signatureHeaders(secret, id, Math.floor(Date.now() / 1000), body),
    body,
  }).then(
    (r) => r.status,
    () => 0,
  );
}
