import "server-only";
import { recipientByEmail, sendAuthMail } from "@/lib/auth/server/mail";
import { baseURL } from "@/lib/env";

/** Invitations last 2 days (spec section 9). */
export const INVITATION_EXPIRES_IN = 172_800;

export function invitationUrl(id: string) {
  return `${baseURL}/accept-invitation/${encodeURIComponent(id)}`;
}

/**
 * The invitation mail, the one path every invitation takes (an owner's through the organization plugin, an
 * operator's from the console): a link to the accept page, in the recipient's language (else the sender's).
 */
export async function sendInvitationMail(
  invitation: { id: string; email: string; role: string },
  organizationName: string,
  inviter: { name?: string | null; email: string },
  request?: Request | Headers,
): Promise<void> {
  await sendAuthMail("invitation", await recipientByEmail(invitation.email), invitationUrl(invitation.id), request, {
    organization: organizationName,
    inviter: inviter.name || inviter.email,
    role: invitation.role,
  });
}
