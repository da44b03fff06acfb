ALTER TABLE "polar_webhook_event" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "polar_webhook_event" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "polar_webhook_event" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "billing_customer_created_idx" ON "billing_customer" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "billing_order_created_idx" ON "billing_order" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "billing_subscription_created_idx" ON "billing_subscription" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "polar_webhook_event_received_idx" ON "polar_webhook_event" USING btree ("received_at","webhook_id");--> statement-breakpoint
CREATE INDEX "polar_webhook_event_failed_idx" ON "polar_webhook_event" USING btree ("received_at") WHERE "polar_webhook_event"."processed_at" is null;