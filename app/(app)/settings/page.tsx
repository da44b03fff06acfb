import { getTranslations } from "next-intl/server";
import { UrlError } from "@/components/auth/url-error";
import { AccountsSection } from "@/components/settings/accounts-section";
import { DeleteAccountSection } from "@/components/settings/delete-account-section";
import { EmailSection } from "@/components/settings/email-section";
import { PasswordSection } from "@/components/settings/password-section";
import { ProfileForm } from "@/components/settings/profile-form";
import { SessionsSection } from "@/components/settings/sessions-section";
import { availableProviders } from "@/lib/auth/available-providers";
import { listActiveSessions, listLinkedAccounts } from "@/lib/auth/queries";
import { env } from "@/lib/env";
import { requireSession } from "@/lib/signed-in";

type Props = { searchParams: Promise<{ error?: string }> };

/** Whether a session is young enough (better-auth's freshAge) to delete the account at once, without a link by e-mail. */
const isFresh = (createdAt: Date | string) => Date.now() < new Date(createdAt).getTime() + env.SESSION_FRESH_AGE * 1000;

/** `?error=` comes back from a link that failed, e.g. a change of e-mail to an address taken meanwhile. */
export default async function SettingsPage({ searchParams }: Props) {
  const { error } = await searchParams;
  const session = await requireSession();
  const [t, sessions, accounts] = await Promise.all([
    getTranslations("settings"),
    listActiveSessions(session.user.id),
    listLinkedAccounts(session.user.id),
  ]);
  const hasPassword = accounts.some((a) => a.providerId === "credential");
  return (
    <div className="flex w-full flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <UrlError code={error} />
      <ProfileForm name={session.user.name} image={session.user.image ?? ""} />
      <EmailSection email={session.user.email} verified={session.user.emailVerified} />
      <PasswordSection hasPassword={hasPassword} minLength={env.PASSWORD_MIN_LENGTH} maxLength={env.PASSWORD_MAX_LENGTH} />
      <SessionsSection
        currentToken={session.session.token}
        sessions={sessions.map((s) => ({
          id: s.id,
          token: s.token,
          userAgent: s.userAgent ?? null,
          ipAddress: s.ipAddress ?? null,
          createdAt: new Date(s.createdAt).toISOString(),
          expiresAt: new Date(s.expiresAt).toISOString(),
        }))}
      />
      <AccountsSection
        providers={availableProviders()}
        accounts={accounts.map((a) => ({ id: a.id, providerId: a.providerId, accountId: a.accountId, createdAt: new Date(a.createdAt).toISOString() }))}
      />
      <DeleteAccountSection hasPassword={hasPassword} fresh={isFresh(session.session.createdAt)} />
    </div>
  );
}
