"use server";
import { generateId } from "better-auth";
import { and, count, eq, gt, ne } from "drizzle-orm";
import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "@/lib/auth/limits";
import { db } from "@/db/client";
import { invitation, member, teamMember, user } from "@/db/schema";
import { env } from "@/lib/env";
import { holdInvitationsTo } from "@/lib/organization/locks";
import { INVITATION_EXPIRES_IN, sendInvitationMail } from "@/lib/organization/invitation-mail";
import { organizationById } from "@/lib/organization/queries";
import { ROLES } from "@/lib/organization/roles";
import { operatorAction, type OperatorContext } from "./guard";
import { rowId as id } from "./input";
import { recordOrganizationChange } from "./organization-change";
import { invitationOf, teamOf } from "./organizations";
import { log } from "@/lib/log/logger";

/**
 * An owner's invitations, sent by an operator from the console: a new invitation (e-mail, role, optionally a
 * team) and the same invitation sent again. The rules are those better-auth's invite endpoint holds for owners
 * (not to a member, a re-invitation replaces the pending one, at most 100 pending, the team's member limit);
 * the mail is the one owners' invitations send (lib/organization/invitation-mail.ts), after the change commits.
 * Withdrawing an invitation: lib/admin/organization-actions.ts.
 */

const MESSAGES = "admin.orgs.errors";
/** better-auth's default invitationLimit: pending invitations per organization. */
const INVITATION_LIMIT = 100;

const expiry = () => new Date(Date.now() + INVITATION_EXPIRES_IN * 1000);

/** The operator's name and e-mail, as the mail names the person who invites. */
async function inviterOf(context: OperatorContext) {
  const [row] = await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, context.operator.id)).limit(1);
  return row ?? { name: null, email: context.operator.email };
}

async function isMember(organizationId: string, email: string) {
  const [row] = await db
    .select({ id: member.id })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, organizationId), eq(user.email, email)))
    .limit(1);
  return Boolean(row);
}

async function teamIsFull(teamId: string) {
  if (!env.TEAM_MEMBER_LIMIT) return false;
  const [row] = await db.select({ n: count() }).from(teamMember).where(eq(teamMember.teamId, teamId));
  return row.n >= env.TEAM_MEMBER_LIMIT;
}

/** Pending, unexpired invitations of the organization (other than those to `except`, which a new one replaces). */
async function pendingCount(organizationId: string, except: string) {
  const [row] = await db
    .select({ n: count() })
    .from(invitation)
    .where(
      and(
        eq(invitation.organizationId, organizationId),
        eq(invitation.status, "pending"),
        gt(invitation.expiresAt, new Date()),
        ne(invitation.email, except),
      ),
    );
  return row.n;
}

/**
 * Queues the invitation's mail once the invitation is stored and logged. A mail that cannot be queued (the
 * database went away) is said so: the invitation stays, listed, and can be sent again.
 */
async function mailed(send: () => Promise<void>): Promise<{ ok: true } | { ok: false; code: string }> {
  try {
    await send();
    return { ok: true };
  } catch (error) {
    log.error({ err: error }, "mail: invitation from the console not queued");
    return { ok: false, code: "MAIL_NOT_QUEUED" };
  }
}

export const sendInvitationAction = operatorAction(
  {
    input: z.object({
      organizationId: id,
      email: z.string().trim().toLowerCase().pipe(z.email().max(EMAIL_MAX_LENGTH)),
      role: z.enum(ROLES),
      teamId: id.optional(),
    }),
    messages: MESSAGES,
  },
  async ({ organizationId, email, role, teamId }, context) => {
    const [org, inviter] = await Promise.all([organizationById(organizationId), inviterOf(context)]);
    if (!org) return { ok: false, code: "ORGANIZATION_NOT_FOUND" };
    if (await isMember(org.id, email)) return { ok: false, code: "ALREADY_A_MEMBER" };
    const team = teamId ? await teamOf(org.id, teamId) : null;
    if (teamId && !team) return { ok: false, code: "TEAM_NOT_FOUND" };
    if (team && (await teamIsFull(team.id))) return { ok: false, code: "TEAM_MEMBER_LIMIT_REACHED" };
    if ((await pendingCount(org.id, email)) >= INVITATION_LIMIT) return { ok: false, code: "INVITATION_LIMIT_REACHED" };

    const created = await db.transaction(async (tx) => {
      await holdInvitationsTo(email, tx);
      // As for owners: inviting someone again replaces their pending invitation (its link stops working).
      await tx
        .update(invitation)
        .set({ status: "canceled" })
        .where(
          and(
            eq(invitation.organizationId, org.id),
            eq(invitation.email, email),
            eq(invitation.status, "pending"),
            gt(invitation.expiresAt, new Date()),
          ),
        );
      const [row] = await tx
        .insert(invitation)
        .values({
          id: generateId(),
          organizationId: org.id,
          email,
          role,
          status: "pending",
          teamId: team?.id ?? null,
          inviterId: context.operator.id,
          expiresAt: expiry(),
          createdAt: new Date(),
        })
        .returning();
      return row;
    });

    await recordOrganizationChange(context, {
      organizationId: org.id,
      target: email,
      activity: { action: "invited", data: { role } },
      // Never the invitation's id: it is the secret of its link, and the audit log is kept for good.
      audit: { action: "invitation.create", data: { role, team: team?.name ?? null } },
    });
    return mailed(() => sendInvitationMail({ id: created.id, email, role }, org.name, inviter, context.headers));
  },
);

/** Sends a pending invitation's mail again, its link valid for the full time again (an owner's "resend"). */
export const resendInvitationAction = operatorAction(
  { input: z.object({ organizationId: id, invitationId: id }), messages: MESSAGES },
  async ({ organizationId, invitationId }, context) => {
    const found = await invitationOf(organizationId, invitationId);
    if (!found || found.status !== "pending") return { ok: false, code: "INVITATION_NOT_FOUND" };
    const org = await organizationById(organizationId);
    if (!org) return { ok: false, code: "ORGANIZATION_NOT_FOUND" };
    await db.update(invitation).set({ expiresAt: expiry() }).where(eq(invitation.id, found.id));
    await recordOrganizationChange(context, {
      organizationId,
      target: found.email,
      activity: { action: "invited", data: { role: found.role ?? "member", resent: true } },
      audit: { action: "invitation.resend", data: { role: found.role ?? "member" } },
    });
    const inviter = await inviterOf(context);
    return mailed(() =>
      sendInvitationMail({ id: found.id, email: found.email, role: found.role ?? "member" }, org.name, inviter, context.headers),
    );
  },
);
