import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { organizationActivity, user } from "@/db/schema";
import { keysetPage, type KeysetCursor } from "@/lib/keyset";
import { roleIn } from "./membership";
import { managesOrganization } from "./roles";

/**
 * One page of an organization's activity, newest first, for its owners and admins only (null for anyone
 * else), served by the table's (organization_id, created_at desc, id desc) index.
 */
export async function listActivity(opts: { organizationId: string; viewerUserId: string; limit?: number; before?: KeysetCursor }) {
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
          ...keyset.cursor,
        })
        .from(organizationActivity)
        .leftJoin(user, eq(user.id, organizationActivity.actorId))
        .where(and(eq(organizationActivity.organizationId, opts.organizationId), keyset.where))
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit),
  );
  return { entries: rows, next };
}
