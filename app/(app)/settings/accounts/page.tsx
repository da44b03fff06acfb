import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { UrlError } from "@/components/auth/url-error";
import { LinkedAccountsCard } from "@/components/settings/linked-accounts-card";
import { CardSkeleton } from "@/components/ui/skeleton";
import { availableProviders } from "@/lib/auth/server/available-providers";
import { listLinkedAccounts } from "@/lib/auth/server/queries";
import { env } from "@/lib/env";
import { requireSession } from "@/lib/signed-in";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings.nav");
  return { title: t("accounts") };
}

type Props = { searchParams: Promise<{ error?: string }> };

/** `?error=` comes back from a provider's consent screen that failed or was cancelled. */
export default async function AccountsPage({ searchParams }: Props) {
  const [{ error }, { user }] = await Promise.all([searchParams, requireSession()]);
  return (
    <>
      <UrlError code={error} />
      <Suspense fallback={<CardSkeleton rows={2} />}>
        <Accounts userId={user.id} />
      </Suspense>
    </>
  );
}

async function Accounts({ userId }: { userId: string }) {
  const accounts = await listLinkedAccounts(userId);
  return <LinkedAccountsCard accounts={accounts} providers={availableProviders()} allowUnlinkingAll={env.ALLOW_UNLINKING_ALL} />;
}
