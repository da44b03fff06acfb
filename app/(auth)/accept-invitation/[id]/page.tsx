import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { InvitationAnswer } from "@/components/organization/invitation-answer";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { getVerifiedSession } from "@/lib/auth/session";
import { invitationDetails } from "@/lib/organization/queries";
import type { Role } from "@/lib/organization/roles";

/**
 * Where an invitation mail leads. Shows the organization, the inviter and the role; a visitor signs in or
 * signs up first and comes back here; the recipient accepts or declines.
 */
export default async function AcceptInvitationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [t, tc, tr, invitation, session] = await Promise.all([
    getTranslations("org.accept"),
    getTranslations("common"),
    getTranslations("org.roles"),
    invitationDetails(id.slice(0, 128)),
    getVerifiedSession(),
  ]);
  const here = `/accept-invitation/${encodeURIComponent(id)}`;
  if (!invitation) {
    return (
      <div className="w-full max-w-md">
        <Card>
          <h1 className="text-2xl font-semibold">{t("title")}</h1>
          <Alert tone="error">{t("notFound")}</Alert>
        </Card>
      </div>
    );
  }
  const open = invitation.status === "pending" && invitation.expiresAt > new Date();
  const role = tr(((invitation.role ?? "member").split(",")[0] as Role) ?? "member");
  const isRecipient = session && session.user.email.toLowerCase() === invitation.email.toLowerCase();
  return (
    <div className="w-full max-w-md">
      <Card>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p>{t("lead", { inviter: invitation.inviterName || invitation.inviterEmail, organization: invitation.organizationName, role })}</p>
        <p className="text-sm text-zinc-500">{t("sentTo", { email: invitation.email })}</p>
        {!open ? (
          <Alert tone="error">{t("expired")}</Alert>
        ) : !session ? (
          <>
            <p className="text-sm">{t("signInFirst")}</p>
            <div className="flex gap-3">
              <Link href={`/sign-in?next=${encodeURIComponent(here)}`} className="rounded-md bg-blue-600 px-4 py-2 text-sm font-medium text-white hover:bg-blue-700">
                {tc("signIn")}
              </Link>
              <Link
                href={`/sign-up?next=${encodeURIComponent(here)}&email=${encodeURIComponent(invitation.email)}`}
                className="rounded-md border border-zinc-300 px-4 py-2 text-sm font-medium dark:border-zinc-700"
              >
                {tc("signUp")}
              </Link>
            </div>
          </>
        ) : !isRecipient ? (
          <Alert tone="error">{t("wrongAccount", { email: session.user.email })}</Alert>
        ) : (
          <InvitationAnswer invitationId={invitation.id} organizationSlug={invitation.organizationSlug} />
        )}
      </Card>
    </div>
  );
}
