import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { BackToSignIn } from "@/components/auth/back-to-sign-in";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { param } from "@/components/auth/search-params";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("forgot"))("title") };
}

export default async function ForgotPasswordPage({ searchParams }: Props) {
  const query = await searchParams;
  const t = await getTranslations("forgot");
  return (
    <AuthCard title={t("title")} description={t("lead")} footer={<BackToSignIn label={t("back")} />}>
      <ForgotPasswordForm email={param(query.email)} />
    </AuthCard>
  );
}
