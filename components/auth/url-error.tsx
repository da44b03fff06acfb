import { getTranslations } from "next-intl/server";
import { Alert } from "@/components/ui/alert";

/** Shows an error code that came back in the URL (?error=...) as a sentence in the user's language. */
export async function UrlError({ code }: { code?: string }) {
  if (!code) return null;
  const t = await getTranslations("errors");
  const key = code.slice(0, 64);
  return <Alert tone="error">{t.has(key) ? t(key) : t("generic")}</Alert>;
}
