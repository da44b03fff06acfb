/** An error as the auth client returns it. */
export type AuthError = { code?: string; message?: string; status?: number; statusText?: string } | null | undefined;

type Translate = { (key: string): string; has(key: string): boolean };

/** Turns any auth error into a sentence in the user's language, never raw JSON. */
export function errorMessage(t: Translate, error: AuthError): string {
  if (!error) return t("generic");
  if (error.status === 429) return t("rateLimited");
  if (error.code === "FETCH_ERROR" || error.statusText === "Fetch Error") return t("network");
  if (error.code && t.has(error.code)) return t(error.code);
  return t("generic");
}
