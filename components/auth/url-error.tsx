import { getTranslations } from "next-intl/server";
import { Alert } from "@/components/ui/alert";
import { errorKey } from "@/lib/auth/browser/error-message";
import { messageOr } from "@/lib/i18n/message-or";

/** Shows an error code that came back in the URL (?error=...) as a sentence in the user's language. */
export async function UrlError({ code }: { code?: string }) {
  if (!code) return null;
  const t = await getTranslations("errors");
  const key = errorKey(code);
  return <Alert tone="error">{key ? messageOr(t, key, t("generic")) : t("generic")}</Alert>;
}
