import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { Card } from "@/components/ui/card";

export default async function ForgotPasswordPage() {
  const t = await getTranslations("forgot");
  return (
    <div className="w-full max-w-md">
      <Card>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("lead")}</p>
        <ForgotPasswordForm />
        <Link href="/sign-in" className="text-sm text-blue-700 hover:underline dark:text-blue-400">
          {t("back")}
        </Link>
      </Card>
    </div>
  );
}
