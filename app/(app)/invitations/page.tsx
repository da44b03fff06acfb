import { Inbox } from "lucide-react";
import type { Metadata } from "next";
import { getFormatter, getNow, getTranslations } from "next-intl/server";
import { Avatar } from "@/components/ui/avatar";
import { InvitationAnswer } from "@/components/organization/invitation-answer";
import { Card } from "@/components/ui/card";
import { listUserPendingInvitations } from "@/lib/organization/queries";
import { primaryRole } from "@/lib/organization/roles";
import { requireSession } from "@/lib/signed-in";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("myInvitations");
  return { title: t("title") };
}

/** The signed-in user's own pending invitations, newest first, each accepted or declined in place. */
export default async function MyInvitationsPage() {
  const { user } = await requireSession();
  const [t, tr, format, now, invitations] = await Promise.all([
    getTranslations("myInvitations"),
    getTranslations("org.roles"),
    getFormatter(),
    getNow(),
    listUserPendingInvitations(user.email),
  ]);
  return (
    <div className="flex w-full flex-col gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground">{t("description")}</p>
      </header>
      {invitations.length === 0 ? (
        <Card>
          <div className="flex flex-col items-center gap-3 py-8 text-center">
            <span className="flex size-12 items-center justify-center rounded-full border bg-muted text-muted-foreground">
              <Inbox className="size-6" aria-hidden />
            </span>
            <p className="font-medium">{t("none")}</p>
            <p className="max-w-sm text-sm text-pretty text-muted-foreground [overflow-wrap:anywhere]">
              {t("noneHint", { email: user.email })}
            </p>
          </div>
        </Card>
      ) : (
        <Card id="my-invitations" contentClassName="px-0! pb-0! pt-0!">
          <ul className="divide-y">
            {invitations.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center gap-3 px-6 py-4">
                <Avatar name={i.organizationName} shape="square" size="lg" />
                <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
                  <p className="font-medium [overflow-wrap:anywhere]">{i.organizationName}</p>
                  <p className="text-[0.8125rem] text-muted-foreground [overflow-wrap:anywhere]">
                    {t("from", { inviter: i.inviterName || i.inviterEmail, role: tr(primaryRole(i.role ?? "member")) })} ·{" "}
                    <time dateTime={new Date(i.expiresAt).toISOString()}>
                      {t("expires", { time: format.relativeTime(new Date(i.expiresAt), now) })}
                    </time>
                  </p>
                </div>
                <InvitationAnswer
                  layout="row"
                  invitationId={i.id}
                  organizationSlug={i.organizationSlug}
                  organizationName={i.organizationName}
                />
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
