import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { PersonalKeysCard } from "@/components/api-keys/keys-card";
import { CardSkeleton } from "@/components/ui/skeleton";
import { requireSession } from "@/lib/signed-in";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings.nav");
  return { title: t("apiKeys") };
}

/** The person's own API keys (lib/api/keys/), streamed in behind a skeleton. */
export default async function ApiKeysPage() {
  const { user } = await requireSession();
  return (
    <Suspense fallback={<CardSkeleton rows={2} />}>
      <PersonalKeysCard userId={user.id} />
    </Suspense>
  );
}
