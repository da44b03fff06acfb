-- A domain is proven by one organization at a time. Before, two organizations could each prove the same domain, and
-- its addresses signed in through whichever connection was made first. Where that happened, the first proof stands;
-- the later ones go back to failed (their owners can remove the claim), and a connection of theirs that needed the
-- domain is no longer trusted (as the app keeps it: every domain of a connection proven by its organization).
UPDATE "sso_domain" AS later SET "status" = 'failed'
FROM "sso_domain" AS first
WHERE first."domain" = later."domain"
  AND first."status" = 'verified'
  AND later."status" = 'verified'
  AND (coalesce(first."verified_at", first."created_at"), first."id") < (coalesce(later."verified_at", later."created_at"), later."id");
--> statement-breakpoint
UPDATE "sso_provider" AS p SET "domain_verified" = false
WHERE p."domain_verified"
  AND EXISTS (
    SELECT 1 FROM unnest(string_to_array(p."domain", ',')) AS listed(domain)
    WHERE NOT EXISTS (
      SELECT 1 FROM "sso_domain" AS d
      WHERE d."organization_id" = p."organization_id" AND d."domain" = trim(listed.domain) AND d."status" = 'verified'
    )
  );
--> statement-breakpoint
CREATE UNIQUE INDEX "sso_domain_proven_key" ON "sso_domain" USING btree ("domain") WHERE "sso_domain"."status" = 'verified';
