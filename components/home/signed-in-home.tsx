/**
 * A signed-in person's home (in their personal space): a greeting by name (or, when there is none, as after a
 * magic-link sign-up, by the e-mail's local part), the organizations they belong to, and the places they go
 * from here ("New organization" only while they may create one; Invitations with how many wait for an answer).
 */
import { ArrowRight, Building2, CreditCard, Inbox, Settings } from "lucide-react";
import { AppLink } from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { Alert } from "@/components/ui/alert";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import { primaryRole } from "@/lib/organization/roles";

const PLACES = [
  ["/settings", "settings", Settings],
  ["/organizations/new", "organizations", Building2],
  ["/billing", "billing", CreditCard],
  ["/invitations", "invitations", Inbox],
] as const;

type User = { name: string; email: string; image?: string | null; emailVerified: boolean };
type Organization = { id: string; name: string; slug: string; logo: string | null; role: string };

const TILE =
  "group flex h-full items-start gap-4 rounded-xl border bg-card p-5 shadow-xs transition-colors hover:border-primary/40 hover:bg-accent/40";

/** What to call someone: their name, else the part of their e-mail before the @. */
export function greetingName(user: { name?: string | null; email: string }) {
  return user.name?.trim() || user.email.split("@")[0];
}

export async function SignedInHome(props: {
  user: User;
  organizations: Organization[];
  pendingInvitations: number;
  canCreateOrganization: boolean;
}) {
  const { user, organizations, pendingInvitations, canCreateOrganization } = props;
  const [t, tr] = await Promise.all([getTranslations("home"), getTranslations("org.roles")]);
  const places = PLACES.filter(([href]) => canCreateOrganization || href !== "/organizations/new");
  return (
    <div className="flex w-full flex-col gap-8">
      <div className="flex items-center gap-4">
        <Avatar src={user.image} name={user.name} email={user.email} size="xl" />
        <div className="grid min-w-0 gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t("welcome", { name: greetingName(user) })}</h1>
          <p className="truncate text-sm text-muted-foreground">{t("signedInAs", { email: user.email })}</p>
        </div>
      </div>
      {!user.emailVerified && <Alert tone="warning">{t("unverified")}</Alert>}
      {organizations.length > 0 && (
        <section aria-labelledby="home-organizations" className="grid gap-3">
          <h2 id="home-organizations" className="text-sm font-medium text-muted-foreground">
            {t("organizationsTitle")}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {organizations.map((o) => (
              <li key={o.id}>
                <AppLink href={`/orgs/${o.slug}`} className={cn(TILE, "items-center py-4")}>
                  <Avatar src={o.logo} name={o.name} shape="square" />
                  <span className="min-w-0 flex-1 truncate font-medium">{o.name}</span>
                  <Badge variant="outline">{tr(primaryRole(o.role))}</Badge>
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ul className="grid gap-3 sm:grid-cols-2">
        {places.map(([href, key, Icon]) => (
          <li key={href}>
            <AppLink href={href} className={TILE}>
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary dark:text-link">
                <Icon className="size-[1.1rem]" aria-hidden />
              </span>
              <span className="grid min-w-0 flex-1 gap-1">
                <span className="flex items-center gap-1 font-medium">
                  {t(`places.${key}.title`)}
                  <ArrowRight className="size-3.5 opacity-0 transition-opacity group-hover:opacity-100" aria-hidden />
                </span>
                <span className="text-sm text-muted-foreground">{t(`places.${key}.text`)}</span>
              </span>
              {key === "invitations" && pendingInvitations > 0 && (
                <Badge variant="primary">{t("pending", { count: pendingInvitations })}</Badge>
              )}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
