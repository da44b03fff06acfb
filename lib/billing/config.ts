import "server-only";
import { env } from "@/lib/env";

/** Polar's webhook secret (whsec_…), from the settings; npm run dev sets it for the local emulator. */
export function polarWebhookSecret(): string | undefined {
  return env.POLAR_WEBHOOK_SECRET;
}
