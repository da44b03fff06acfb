import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { Landing } from "@/components/home/landing";
import { SignedInHome } from "@/components/home/signed-in-home";
import { activeOrganizationIdOf, getServerSession } from "@/lib/auth/server/session";
import { creationAllowance } from "@/lib/organization/creation";
import { listUserOrganizations, listUserPendingInvitations, organizationById } from "@/lib/organization/queries";

export async function generateMetadata() {
  const t = await getTranslations("home");
  return { title: { absolute: t("metaTitle") } };
}

/** Visitors get the product's landing page; signed-in people their home, or the organization last active. */
export default async function HomePage() {
  const session = await getServerSession();
  if (!session) return <Landing />;
  const activeId = activeOrganizationIdOf(session);
  const active = activeId ? await organizationById(activeId) : null;
  if (active) redirect(`/orgs/${active.slug}`);
  const [organizations, invitations] = await Promise.all([
    listUserOrganizations(session.user.id),
    listUserPendingInvitations(session.user.email),
  ]);
  return (
    <SignedInHome
      user={session.user}
      organizations={organizations}
      pendingInvitations={invitations.length}
      canCreateOrganization={creationAllowance(organizations.length).allowed}
    />
  );
}
