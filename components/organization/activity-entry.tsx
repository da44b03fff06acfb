/**
 * One line of an organization's activity log: who (avatar and name), what they did in the past tense, and
 * when (relative, the exact time on hover). An action this version does not know is shown by its code rather
 * than hidden. Renders on the server; no script.
 */
import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Avatar } from "@/components/ui/avatar";
import { ACTIVITY_ACTIONS, type ActivityAction } from "@/lib/organization/activity";
import { primaryRole } from "@/lib/organization/roles";

export type ActivityRow = {
  id: string;
  action: string;
  target: string | null;
  data: unknown;
  createdAt: Date;
  actorName: string | null;
  actorEmail: string | null;
  actorImage: string | null;
  /** The name of the person the entry is about, when it is about someone with an account. */
  targetName: string | null;
};

const known = (action: string): action is ActivityAction => (ACTIVITY_ACTIONS as readonly string[]).includes(action);

export function ActivityEntry({ entry, now }: { entry: ActivityRow; now: Date }) {
  const t = useTranslations("org");
  const format = useFormatter();
  const data = (entry.data && typeof entry.data === "object" ? entry.data : {}) as Record<string, unknown>;
  const role = (value: unknown) => (typeof value === "string" && value ? t(`roles.${primaryRole(value)}`) : t("roles.member"));
  const values = {
    // A change an identity provider made by SCIM (lib/auth/scim/) names it rather than "Someone"; a role its groups
    // set at a single sign-on (lib/auth/sso/group-roles.ts) names single sign-on, whoever's sign-in it was.
    actor:
      data.via === "sso"
        ? t("activity.sso")
        : entry.actorName || entry.actorEmail || (data.via === "scim" ? t("activity.scim") : t("activity.someone")),
    target: entry.targetName || entry.target || "",
    // An SSO connection's protocol, a name in every language.
    protocol: data.type === "saml" ? "SAML" : "OpenID Connect",
    team: typeof data.team === "string" ? data.team : "",
    role: role(data.role),
    from: role(data.from),
    to: role(data.to),
    b: (chunks: ReactNode) => <span className="font-medium text-foreground">{chunks}</span>,
  };
  return (
    <li className="flex items-start gap-3 py-3" data-testid="activity-row">
      <Avatar src={entry.actorImage} name={entry.actorName} email={entry.actorEmail} size="sm" className="mt-0.5" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {known(entry.action) ? t.rich(`activity.${entry.action}`, values) : entry.action}
        </p>
        <time
          dateTime={entry.createdAt.toISOString()}
          title={format.dateTime(entry.createdAt, { dateStyle: "medium", timeStyle: "short" })}
          className="text-xs text-muted-foreground"
        >
          {format.relativeTime(entry.createdAt, now)}
        </time>
      </div>
    </li>
  );
}
