DROP INDEX "user_created_idx";--> statement-breakpoint
DROP INDEX "user_operator_created_idx";--> statement-breakpoint
DROP INDEX "user_banned_created_idx";--> statement-breakpoint
DROP INDEX "organization_activity_org_created_idx";--> statement-breakpoint
CREATE INDEX "user_created_idx" ON "user" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_operator_created_idx" ON "user" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "user"."role" <> 'user';--> statement-breakpoint
CREATE INDEX "user_banned_created_idx" ON "user" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "user"."banned";--> statement-breakpoint
CREATE INDEX "organization_activity_org_created_idx" ON "organization_activity" USING btree ("organization_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);