CREATE TABLE "billing_benefit" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"properties" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_benefit_grant" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"benefit_id" text NOT NULL,
	"subscription_id" text,
	"order_id" text,
	"granted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"properties" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_checkout" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"customer_id" text,
	"external_customer_id" text,
	"product_id" text,
	"subscription_id" text,
	"total_amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_customer" (
	"id" text PRIMARY KEY NOT NULL,
	"external_id" text,
	"email" text NOT NULL,
	"name" text,
	"deleted_at" timestamp with time zone,
	"state" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_discount" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"type" text NOT NULL,
	"duration" text NOT NULL,
	"duration_in_months" integer,
	"amount" bigint,
	"basis_points" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_meter" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_order" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"billing_reason" text NOT NULL,
	"customer_id" text NOT NULL,
	"product_id" text,
	"subscription_id" text,
	"checkout_id" text,
	"discount_id" text,
	"subtotal_amount" bigint NOT NULL,
	"discount_amount" bigint NOT NULL,
	"tax_amount" bigint NOT NULL,
	"total_amount" bigint NOT NULL,
	"refunded_amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"invoice_number" text,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_order_item" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"label" text NOT NULL,
	"amount" bigint NOT NULL,
	"tax_amount" bigint NOT NULL,
	"product_price_id" text
);
--> statement-breakpoint
CREATE TABLE "billing_price" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"amount_type" text NOT NULL,
	"price_currency" text NOT NULL,
	"price_amount" bigint,
	"minimum_amount" bigint,
	"maximum_amount" bigint,
	"preset_amount" bigint,
	"unit_amount" text,
	"cap_amount" bigint,
	"meter_id" text,
	"is_archived" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_product" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"recurring_interval" text,
	"is_archived" boolean NOT NULL,
	"metadata" jsonb NOT NULL,
	"benefit_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_refund" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"subscription_id" text,
	"customer_id" text NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"amount" bigint NOT NULL,
	"tax_amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"revoke_benefits" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_subscription" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"customer_id" text NOT NULL,
	"product_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"recurring_interval" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean NOT NULL,
	"canceled_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"cancellation_reason" text,
	"cancellation_comment" text,
	"discount_id" text,
	"checkout_id" text,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_subscription_meter" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"meter_id" text NOT NULL,
	"consumed_units" integer NOT NULL,
	"credited_units" integer NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "polar_webhook_event" (
	"webhook_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "billing_benefit_grant_customer_idx" ON "billing_benefit_grant" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "billing_customer_external_idx" ON "billing_customer" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "billing_order_customer_idx" ON "billing_order" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "billing_order_item_order_idx" ON "billing_order_item" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "billing_price_product_idx" ON "billing_price" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "billing_subscription_customer_idx" ON "billing_subscription" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "polar_webhook_event_type_idx" ON "polar_webhook_event" USING btree ("type","received_at");