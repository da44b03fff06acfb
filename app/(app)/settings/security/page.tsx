import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { PasswordCard } from "@/components/settings/password-card";
import { CardSkeleton } from "@/components/ui/skeleton";
import { SessionsCard } from "@/components/settings/sessions-card";
import { listLinkedAccounts } from "@/lib/auth/server/queries";
import { env } from "@/lib/env";
import { requireSession } from "@/lib/signed-in";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings.nav");
  return { title: t("security") };
}

/** Password and sessions; each card streams in behind its own skeleton as its query answers. */
export default async function SecurityPage() {
  const { user, session } = await requireSession();
  return (
    <>
      <Suspense fallback={<CardSkeleton rows={1} />}>
        <Password userId={user.id} />
      </Suspense>
      <Suspense fallback={<CardSkeleton rows={2} />}>
        <SessionsCard userId={user.id} currentSessionId={session.id} />
      </Suspense>
    </>
  );
}

async function Password({ userId }: { userId: string }) {
  const accounts = await listLinkedAccounts(userId);
  const hasPassword = accounts.some((a) => a.providerId === "credential");
  return <PasswordCard hasPassword={hasPassword} limits={{ min: env.PASSWORD_MIN_LENGTH, max: env.PASSWORD_MAX_LENGTH }} />;
}
