import { UrlError } from "@/components/auth/url-error";
import { EmailCard } from "@/components/settings/email-card";
import { ProfileCard } from "@/components/settings/profile-card";
import { requireSession } from "@/lib/signed-in";

type Props = { searchParams: Promise<{ error?: string }> };

/**
 * Profile: everything here comes from the session the (app) layout has already read, so the page makes no
 * query of its own. `?error=` comes back from a link that failed, e.g. a change of e-mail to an address taken
 * meanwhile.
 */
export default async function ProfilePage({ searchParams }: Props) {
  const [{ error }, { user }] = await Promise.all([searchParams, requireSession()]);
  return (
    <>
      <UrlError code={error} />
      <ProfileCard name={user.name} email={user.email} image={user.image ?? ""} />
      <EmailCard email={user.email} verified={user.emailVerified} />
    </>
  );
}
