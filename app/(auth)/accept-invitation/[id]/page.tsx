import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { InvitationAnswer } from "@/components/organization/invitation-answer";
import { Alert } from "@/components/ui/alert";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { getVerifiedSession } from "@/lib/auth/server/session";
import { env } from "@/lib/env";
import { organizationIsFull } from "@/lib/organization/capacity";
import { countMembers, invitationDetails } from "@/lib/organization/queries";
import type { Role } from "@/lib/organization/roles";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("org.accept"))("title") };
}

/**
 * Where an invitation mail leads. Shows the organization, the inviter and the role; a visitor signs in or
 * signs up first and comes back here; the recipient accepts or declines (told first when the organization is
 * at its member limit, where better-auth refuses the acceptance). An invitation that is gone, used or expired
 * says so, with the way on.
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
  const home = (
    <Button asChild variant="outline" className="w-full">
      <AppLink href="/">{t("goHome")}</AppLink>
    </Button>
  );
  if (!invitation) {
    return (
      <AuthCard status="failed" title={t("notFoundTitle")} description={<p role="alert">{t("notFound")}</p>}>
        {home}
      </AuthCard>
    );
  }
  const open = invitation.status === "pending" && invitation.expiresAt > new Date();
  const role = tr(((invitation.role ?? "member").split(",")[0] as Role) ?? "member");
  const isRecipient = session && session.user.email.toLowerCase() === invitation.email.toLowerCase();
  const inviter = invitation.inviterName || invitation.inviterEmail;
  const full = open && isRecipient && organizationIsFull(await countMembers(invitation.organizationId));
  return (
    <AuthCard
      status={open ? undefined : "failed"}
      title={open ? t("join", { organization: invitation.organizationName }) : t("closedTitle")}
      description={t("lead", { inviter, organization: invitation.organizationName, role })}
    >
      <div className="flex items-center gap-3 rounded-lg border bg-muted/40 p-3">
        <Avatar name={invitation.organizationName} size="lg" shape="square" />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <p className="truncate font-medium">{invitation.organizationName}</p>
          <p className="truncate text-[0.8125rem] text-muted-foreground">{t("sentTo", { email: invitation.email })}</p>
        </div>
        <Badge variant="outline">{role}</Badge>
      </div>
      {!open ? (
        <>
          <Alert tone="error">{t("expired")}</Alert>
          {home}
        </>
      ) : !session ? (
        <>
          <p className="text-center text-sm text-muted-foreground">{t("signInFirst")}</p>
          <div className="grid gap-2 sm:grid-cols-2">
            <Button asChild variant="outline">
              <AppLink href={`/sign-in?next=${encodeURIComponent(here)}`}>{tc("signIn")}</AppLink>
            </Button>
            <Button asChild>
              <AppLink href={`/sign-up?next=${encodeURIComponent(here)}&email=${encodeURIComponent(invitation.email)}`}>
                {tc("signUp")}
              </AppLink>
            </Button>
          </div>
        </>
      ) : !isRecipient ? (
        <>
          <Alert tone="warning">{t("wrongAccount", { email: session.user.email })}</Alert>
          <SignOutButton next={here} variant="outline" className="w-full" />
        </>
      ) : (
        <>
          {full && <Alert tone="warning">{t("full", { organization: invitation.organizationName, limit: env.MEMBERSHIP_LIMIT })}</Alert>}
          <InvitationAnswer
            invitationId={invitation.id}
            organizationSlug={invitation.organizationSlug}
            organizationName={invitation.organizationName}
          />
        </>
      )}
    </AuthCard>
  );
}
