import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { env } from "@/lib/env";

type Props = { searchParams: Promise<{ kind?: string; email?: string }> };

export default async function CheckEmailPage({ searchParams }: Props) {
  const { kind, email = "" } = await searchParams;
  const t = await getTranslations("checkEmail");
  const text =
    kind === "verify" ? t("verify", { email }) : kind === "magicLink" ? t("magicLink", { email }) : kind === "reset" ? t("reset") : t("generic");
  return (
    <div className="w-full max-w-md">
      <Card>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p role="status">{text}</p>
        {!env.SMTP_URL && process.env.NODE_ENV !== "production" && (
          <Link href="/dev/outbox" className="text-sm text-blue-700 hover:underline dark:text-blue-400">
            {t("devOutbox")}
          </Link>
        )}
      </Card>
    </div>
  );
}
