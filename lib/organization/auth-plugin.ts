import "server-only";
import { queueAfterTransactionHook } from "@better-auth/core/context";
import { organization } from "better-auth/plugins";
import { env } from "@/lib/env";
import { currentPath, recordActivity } from "@/lib/organization/activity";
import { INVITATION_EXPIRES_IN, sendInvitationMail } from "@/lib/organization/invitation-mail";
import { clearRemovedMembersActiveOrganization, refuseExpiredReject, refuseTakenTeamName } from "@/lib/organization/rules";
import { organizationAc, organizationRoles } from "@/lib/api/keys/organization-roles";

/**
 * better-auth's organization plugin with teams, the spec's default roles, limits from the settings, an activity log,
 * and the app's organization rules (./rules.ts) that its typed hooks can hold: they run inside the endpoint, on the
 * rows it found, for any caller. The rules no typed hook can hold run by path (lib/auth/server/hooks.ts).
 */
export const organizationPlugin = () =>
  organization({
    creatorRole: "owner",
    // better-auth's default roles, with the right to manage the organization's API keys for owners and admins.
    ac: organizationAc,
    roles: organizationRoles,
    allowUserToCreateOrganization: env.ALLOW_USER_TO_CREATE_ORGANIZATION,
    ...(env.ORGANIZATION_LIMIT ? { organizationLimit: env.ORGANIZATION_LIMIT } : {}),
    membershipLimit: env.MEMBERSHIP_LIMIT,
    invitationExpiresIn: INVITATION_EXPIRES_IN,
    requireEmailVerificationOnInvitation: true,
    // Owners may require two-step sign-in of every member (lib/organization/require-two-factor.ts holds it).
    schema: {
      organization: { additionalFields: { requireTwoFactor: { type: "boolean", input: true, required: false, defaultValue: false } } },
    },
    cancelPendingInvitationsOnReInvite: true,
    teams: {
      enabled: true,
      allowRemovingAllTeams: env.ALLOW_REMOVING_ALL_TEAMS,
      ...(env.TEAM_MEMBER_LIMIT ? { maximumMembersPerTeam: env.TEAM_MEMBER_LIMIT } : {}),
    },
    // Queued once the invitation has committed (a refused request rolls back and mails nobody); the recipient's
    // language is read then, outside the transaction. better-auth waits for it before replying, so a mail that
    // could not be queued fails the request (the invitation stays, and can be sent again) instead of passing unseen.
    sendInvitationEmail: async ({ id, email, organization: org, inviter, role }, request) =>
      queueAfterTransactionHook(async () => sendInvitationMail({ id, email, role }, org.name, inviter.user, request)),
    organizationHooks: {
      afterCreateOrganization: async ({ organization: org }) =>
        recordActivity({ organizationId: org.id, action: "created", target: org.name }),
      afterUpdateOrganization: async ({ organization: org }) => {
        if (org) await recordActivity({ organizationId: org.id, action: "updated", target: org.name });
      },
      afterCreateInvitation: async ({ invitation }) =>
        recordActivity({
          organizationId: invitation.organizationId,
          action: "invited",
          target: invitation.email,
          data: { role: invitation.role },
        }),
      afterAcceptInvitation: async ({ invitation, user }) =>
        recordActivity({ organizationId: invitation.organizationId, action: "accepted", target: user.email, actorId: user.id }),
      beforeRejectInvitation: async ({ invitation }) => refuseExpiredReject(invitation),
      afterRejectInvitation: async ({ invitation, user }) =>
        recordActivity({ organizationId: invitation.organizationId, action: "rejected", target: user.email, actorId: user.id }),
      afterCancelInvitation: async ({ invitation, cancelledBy }) =>
        recordActivity({
          organizationId: invitation.organizationId,
          action: "canceled",
          target: invitation.email,
          actorId: cancelledBy.id,
        }),
      // Someone seated without an invitation (auth.api.addMember: an operator from the console). better-auth
      // calls this for an organization's creator too, whose entry is the creation's own.
      afterAddMember: async ({ member, user }) => {
        if (currentPath() === "/organization/create") return;
        await recordActivity({ organizationId: member.organizationId, action: "added", target: user.email, data: { role: member.role } });
      },
      afterUpdateMemberRole: async ({ member, user, previousRole }) =>
        recordActivity({
          organizationId: member.organizationId,
          action: "role_changed",
          target: user.email,
          data: { from: previousRole, to: member.role },
        }),
      afterRemoveMember: async ({ member, user }) => {
        await recordActivity({
          organizationId: member.organizationId,
          action: currentPath() === "/organization/leave" ? "left" : "removed",
          target: user.email,
        });
        await clearRemovedMembersActiveOrganization(member);
      },
      beforeCreateTeam: async ({ team }) => refuseTakenTeamName(team.organizationId, team.name),
      beforeUpdateTeam: async ({ team, updates }) => {
        if (updates.name !== undefined) await refuseTakenTeamName(team.organizationId, updates.name, team.id);
      },
      afterCreateTeam: async ({ team }) =>
        recordActivity({ organizationId: team.organizationId, action: "team_created", target: team.name }),
      afterUpdateTeam: async ({ team }) => {
        if (team) await recordActivity({ organizationId: team.organizationId, action: "team_updated", target: team.name });
      },
      afterDeleteTeam: async ({ team }) =>
        recordActivity({ organizationId: team.organizationId, action: "team_deleted", target: team.name }),
      afterAddTeamMember: async ({ team, user }) =>
        recordActivity({ organizationId: team.organizationId, action: "team_member_added", target: user.email, data: { team: team.name } }),
      afterRemoveTeamMember: async ({ team, user }) =>
        recordActivity({
          organizationId: team.organizationId,
          action: "team_member_removed",
          target: user.email,
          data: { team: team.name },
        }),
    },
  });
