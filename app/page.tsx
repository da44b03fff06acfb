import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { redirect } from "next/navigation";
import { activeOrganizationIdOf, getServerSession } from "@/lib/auth/session";
import { organizationById } from "@/lib/organization/queries";

export default async function HomePage() {
  const [t, tc, session] = await Promise.all([getTranslations("home"), getTranslations("common"), getServerSession()]);
  if (!session) {
    return (
      <Card>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p>{t("lead")}</p>
        <div className="flex gap-3">
          <Link href="/sign-in" className="rounded-md bg-blue-600 px-4 py-2 text-sm font-medium text-white hover:bg-blue-700">
            {tc("signIn")}
          </Link>
          <Link href="/sign-up" className="rounded-md border border-zinc-300 px-4 py-2 text-sm font-medium dark:border-zinc-700">
            {tc("signUp")}
          </Link>
        </div>
      </Card>
    );
  }
  // A signed-in user lands in the organization that was last active, if any.
  const activeId = activeOrganizationIdOf(session);
  const active = activeId ? await organizationById(activeId) : null;
  if (active) redirect(`/orgs/${active.slug}`);
  return (
    <Card>
      <h1 className="text-2xl font-semibold">{t("welcome", { name: session.user.name })}</h1>
      <p>{t("signedInAs", { email: session.user.email })}</p>
      {!session.user.emailVerified && <p className="text-amber-700 dark:text-amber-400">{t("unverified")}</p>}
      <Link href="/settings" className="text-blue-700 hover:underline dark:text-blue-400">
        {t("openSettings")}
      </Link>
    </Card>
  );
}
