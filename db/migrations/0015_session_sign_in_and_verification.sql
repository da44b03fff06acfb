ALTER TABLE "session" ADD COLUMN "sign_in_method" text;--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "verified_at" timestamp with time zone;