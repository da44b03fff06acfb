import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { organization } from "@/db/schema";

const SLUG_TAKEN = { code: "ORGANIZATION_SLUG_ALREADY_TAKEN", message: "slug is taken" };

/**
 * Two creations with one slug can both pass better-auth's check before either inserts; the loser then fails on
 * the unique index and better-auth answers 500. Its transaction has rolled back, so the honest answer is the
 * "slug is taken" that check-slug gives for the same conflict.
 */
export async function slugRaceLost(request: Request, body: string, response: Response): Promise<Response> {
  if (response.status !== 500 || !new URL(request.url).pathname.endsWith("/organization/create")) return response;
  let slug: unknown;
  try {
    slug = (JSON.parse(body) as { slug?: unknown }).slug;
  } catch {
    return response;
  }
  if (typeof slug !== "string") return response;
  const [taken] = await db.select({ id: organization.id }).from(organization).where(eq(organization.slug, slug)).limit(1);
  return taken ? Response.json(SLUG_TAKEN, { status: 400 }) : response;
}
