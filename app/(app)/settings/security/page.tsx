import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { cache, Suspense } from "react";
import { PasswordCard } from "@/components/settings/password-card";
import { CardSkeleton } from "@/components/ui/skeleton";
import { SessionsCard } from "@/components/settings/sessions-card";
import { TwoFactorCard } from "@/components/settings/two-factor-card";
import { PasskeysCard } from "@/components/settings/passkeys-card";
import { listLinkedAccounts } from "@/lib/auth/server/queries";
import { env } from "@/lib/env";
import { requireSession } from "@/lib/signed-in";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings.nav");
  return { title: t("security") };
}

/** Password, two-step sign-in, passkeys and sessions; each card streams in behind its own skeleton as its query answers. */
export default async function SecurityPage() {
  const { user, session } = await requireSession();
  const twoFactorEnabled = Boolean((user as { twoFactorEnabled?: boolean }).twoFactorEnabled);
  return (
    <>
      <Suspense fallback={<CardSkeleton rows={1} />}>
        <Password userId={user.id} />
      </Suspense>
      <Suspense fallback={<CardSkeleton rows={1} />}>
        <TwoFactor userId={user.id} email={user.email} enabled={twoFactorEnabled} />
      </Suspense>
      <Suspense fallback={<CardSkeleton rows={1} />}>
        <PasskeysCard userId={user.id} />
      </Suspense>
      <Suspense fallback={<CardSkeleton rows={2} />}>
        <SessionsCard userId={user.id} currentSessionId={session.id} />
      </Suspense>
    </>
  );
}

/** Whether the account has a password, read once for both cards that ask. */
const hasPasswordOf = cache(async (userId: string) => (await listLinkedAccounts(userId)).some((a) => a.providerId === "credential"));

async function TwoFactor({ userId, email, enabled }: { userId: string; email: string; enabled: boolean }) {
  return <TwoFactorCard enabled={enabled} hasPassword={await hasPasswordOf(userId)} email={email} />;
}

async function Password({ userId }: { userId: string }) {
  const hasPassword = await hasPasswordOf(userId);
  return <PasswordCard hasPassword={hasPassword} limits={{ min: env.PASSWORD_MIN_LENGTH, max: env.PASSWORD_MAX_LENGTH }} />;
}
