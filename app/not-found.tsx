import { Home } from "lucide-react";
import { AppLink } from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { StatusPage } from "@/components/layout/status-page";
import { Button } from "@/components/ui/button";

export async function generateMetadata() {
  const t = await getTranslations("errorPage");
  return { title: t("notFoundTitle") };
}

export default async function NotFound() {
  const t = await getTranslations("errorPage");
  return (
    <StatusPage
      code="404"
      title={t("notFoundTitle")}
      text={t("notFoundText")}
      actions={
        <Button asChild>
          <AppLink href="/">
            <Home aria-hidden />
            {t("back")}
          </AppLink>
        </Button>
      }
    />
  );
}
