import { UserRoundX } from "lucide-react";
import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("goodbye");
  return { title: t("metaTitle"), robots: { index: false } };
}

/** Where a deleted account ends, by the dialog or by the e-mailed confirmation link: it says the account is gone. */
export default async function GoodbyePage() {
  const t = await getTranslations("goodbye");
  return (
    <div className="flex w-full max-w-md flex-col items-center py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full border bg-muted text-muted-foreground">
        <UserRoundX className="size-7" aria-hidden />
      </span>
      <h1 className="mt-6 text-2xl font-semibold tracking-tight text-balance">{t("title")}</h1>
      <p className="mt-2 text-pretty text-muted-foreground">{t("text")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <AppLink href="/sign-up">{t("signUp")}</AppLink>
        </Button>
        <Button asChild variant="outline">
          <AppLink href="/">{t("home")}</AppLink>
        </Button>
      </div>
    </div>
  );
}
