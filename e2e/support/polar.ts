import { POLAR_TOKEN, POLAR_URL } from "./ports";

/** The test emulator's control API (scenarios, outages, flushing webhook deliveries). */
export async function polarControl(path: string, body: unknown = {}) {
  const res = await fetch(`${POLAR_URL}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${POLAR_TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return res.json();
}
