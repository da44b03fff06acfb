-- One two-factor record a person. Two set-ups sent at once could each find none and store one; the plugin then
-- read whichever came first. Kept: the confirmed record if there is one (only one can be: a confirmed record
-- refuses a new set-up), else one of the set-ups in progress, which the person can start again.
DELETE FROM "two_factor" AS t
USING "two_factor" AS kept
WHERE kept."user_id" = t."user_id"
  AND kept."id" <> t."id"
  AND (kept."verified", kept."id") > (t."verified", t."id");
--> statement-breakpoint
DROP INDEX "two_factor_user_id_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "two_factor_user_id_key" ON "two_factor" USING btree ("user_id");
