import { getTranslations } from "next-intl/server";
import { Alert } from "@/components/ui/alert";
import { messageOr } from "@/lib/i18n/message-or";

/** Shows an error code that came back in the URL (?error=...) as a sentence in the user's language. */
export async function UrlError({ code }: { code?: string }) {
  if (!code) return null;
  const t = await getTranslations("errors");
  return <Alert tone="error">{messageOr(t, code.slice(0, 64), t("generic"))}</Alert>;
}
