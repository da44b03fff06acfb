import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { cache, Suspense } from "react";
import { param } from "@/components/auth/search-params";
import { PasswordCard } from "@/components/settings/password-card";
import { Alert } from "@/components/ui/alert";
import { CardSkeleton } from "@/components/ui/skeleton";
import { SessionsCard } from "@/components/settings/sessions-card";
import { TwoFactorCard } from "@/components/settings/two-factor-card";
import { PasskeysCard } from "@/components/settings/passkeys-card";
import { listLinkedAccounts } from "@/lib/auth/server/queries";
import { env } from "@/lib/env";
import { membershipBySlug } from "@/lib/organization/queries";
import { requireSession } from "@/lib/signed-in";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings.nav");
  return { title: t("security") };
}

/** Password, two-step sign-in, passkeys and sessions; each card streams in behind its own skeleton as its query answers. */
export default async function SecurityPage({ searchParams }: { searchParams: Promise<{ required?: string | string[] }> }) {
  const [{ user, session }, { required }] = await Promise.all([requireSession(), searchParams]);
  const twoFactorEnabled = Boolean((user as { twoFactorEnabled?: boolean }).twoFactorEnabled);
  return (
    <>
      {!twoFactorEnabled && <RequiredBy userId={user.id} slug={param(required, 64)} />}
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

/** Why the person was sent here: an organization of theirs requires two-step sign-in (lib/organization/current.ts). */
async function RequiredBy({ userId, slug }: { userId: string; slug: string | undefined }) {
  const membership = slug ? await membershipBySlug(userId, slug) : null;
  if (!membership?.organization.requireTwoFactor) return null;
  const t = await getTranslations("twoFactor");
  return <Alert tone="warning">{t("requiredBy", { organization: membership.organization.name })}</Alert>;
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
