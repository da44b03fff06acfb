import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "@/db/client";
import { organizationActivity, user } from "@/db/schema";
import { keysetPage, type KeysetCursor } from "@/lib/keyset";
import { ACTIVITY_KINDS, PERSON_TARGETS, type ActivityKind } from "./activity";
import { roleIn } from "./membership";
import { managesOrganization } from "./roles";

/** The person an entry is about, found by the e-mail the entry kept (one who has an account by now). */
const targetUser = alias(user, "target_user");

/**
 * One page of an organization's activity, newest first, for its owners and admins only (null for anyone
 * else), served by the table's (organization_id, created_at desc, id desc) index. An entry about a person
 * comes with their name as it is today, so the log names people as the members table does. `kind` narrows it
 * to one kind of entry (ACTIVITY_KINDS).
 */
export async function listActivity(opts: {
  organizationId: string;
  viewerUserId: string;
  limit?: number;
  before?: KeysetCursor;
  kind?: ActivityKind;
}) {
  if (!managesOrganization(await roleIn(opts.viewerUserId, opts.organizationId))) return null;
  const size = Math.min(Math.max(opts.limit ?? 20, 1), 100);
  const { rows, next } = await keysetPage(
    { time: organizationActivity.createdAt, id: organizationActivity.id, order: "desc", after: opts.before, size },
    (keyset) =>
      db
        .select({
          id: organizationActivity.id,
          action: organizationActivity.action,
          target: organizationActivity.target,
          data: organizationActivity.data,
          createdAt: organizationActivity.createdAt,
          actorName: user.name,
          actorEmail: user.email,
          actorImage: user.image,
          targetName: targetUser.name,
          ...keyset.cursor,
        })
        .from(organizationActivity)
        .leftJoin(user, eq(user.id, organizationActivity.actorId))
        .leftJoin(targetUser, and(eq(targetUser.email, organizationActivity.target), inArray(organizationActivity.action, PERSON_TARGETS)))
        .where(
          and(
            eq(organizationActivity.organizationId, opts.organizationId),
            opts.kind ? inArray(organizationActivity.action, [...ACTIVITY_KINDS[opts.kind]]) : undefined,
            keyset.where,
          ),
        )
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit),
  );
  return { entries: rows, next };
}
