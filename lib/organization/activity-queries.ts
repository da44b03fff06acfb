import "server-only";
import { and, desc, eq, lt, or } from "drizzle-orm";
import { db } from "@/db/client";
import { member, organizationActivity, user } from "@/db/schema";
import { primaryRole } from "./queries";

export type ActivityCursor = { createdAt: Date; id: string };

export function encodeCursor(c: ActivityCursor): string {
  return Buffer.from(`${c.createdAt.toISOString()}|${c.id}`).toString("base64url");
}

export function decodeCursor(raw: string | undefined | null): ActivityCursor | undefined {
  if (!raw) return undefined;
  const [iso, id] = Buffer.from(raw, "base64url").toString("utf8").split("|");
  const createdAt = new Date(iso ?? "");
  return id && !Number.isNaN(createdAt.getTime()) ? { createdAt, id } : undefined;
}

/**
 * One page of an organization's activity, newest first, for its owners and admins only (null for anyone
 * else). Keyset pagination on (created_at, id) uses the table's index, so a deep page costs what the first does.
 */
export async function listActivity(opts: { organizationId: string; viewerUserId: string; limit?: number; before?: ActivityCursor }) {
  const limit = Math.min(Math.max(opts.limit ?? 20, 1), 100);
  const [viewer] = await db
    .select({ role: member.role })
    .from(member)
    .where(and(eq(member.organizationId, opts.organizationId), eq(member.userId, opts.viewerUserId)))
    .limit(1);
  if (!viewer || primaryRole(viewer.role) === "member") return null;

  const keyset = opts.before
    ? or(
        lt(organizationActivity.createdAt, opts.before.createdAt),
        and(eq(organizationActivity.createdAt, opts.before.createdAt), lt(organizationActivity.id, opts.before.id)),
      )
    : undefined;
  const rows = await db
    .select({
      id: organizationActivity.id,
      action: organizationActivity.action,
      target: organizationActivity.target,
      data: organizationActivity.data,
      createdAt: organizationActivity.createdAt,
      actorName: user.name,
      actorEmail: user.email,
    })
    .from(organizationActivity)
    .leftJoin(user, eq(user.id, organizationActivity.actorId))
    .where(and(eq(organizationActivity.organizationId, opts.organizationId), keyset))
    .orderBy(desc(organizationActivity.createdAt), desc(organizationActivity.id))
    .limit(limit + 1);
  const entries = rows.slice(0, limit);
  const last = entries.at(-1);
  return { entries, next: rows.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null };
}
