import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { param } from "@/components/auth/search-params";
import { buttonVariants } from "@/components/ui/button";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("forgot"))("title") };
}

export default async function ForgotPasswordPage({ searchParams }: Props) {
  const query = await searchParams;
  const t = await getTranslations("forgot");
  return (
    <AuthCard
      title={t("title")}
      description={t("lead")}
      footer={
        <AppLink href="/sign-in" className={buttonVariants({ variant: "link", size: null, className: "gap-1.5" })}>
          <ArrowLeft aria-hidden />
          {t("back")}
        </AppLink>
      }
    >
      <ForgotPasswordForm email={param(query.email)} />
    </AuthCard>
  );
}
