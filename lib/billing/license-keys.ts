import "server-only";
import { polarClient } from "./polar";

/** The key is a detail of a page that renders without it: a slow Polar must not hold the page for long. */
const KEY_TIMEOUT_MS = 2_000;

/**
 * The whole key of a license key that a purchase granted. Polar's grant carries only a masked `display_key`
 * (`****-1A2B3C`); the key itself is read from Polar's license keys by the grant's `license_key_id`. Null when
 * Polar is not configured, does not answer, or knows no such key: the page then shows the masked key.
 */
export async function licenseKeyText(licenseKeyId: string): Promise<string | null> {
  const polar = polarClient();
  if (!polar) return null;
  try {
    const key = await polar.licenseKeys.get({ id: licenseKeyId }, { timeoutMs: KEY_TIMEOUT_MS });
    return key.key;
  } catch {
    return null;
  }
}
