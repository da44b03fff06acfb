CREATE TABLE "scim_provisioning" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"connection_id" text NOT NULL,
	"provider_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scim_provisioning_connection_id_unique" UNIQUE("connection_id")
);
--> statement-breakpoint
ALTER TABLE "scim_provisioning" ADD CONSTRAINT "scim_provisioning_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_provisioning" ADD CONSTRAINT "scim_provisioning_connection_id_scim_managed_connection_connection_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."scim_managed_connection"("connection_id") ON DELETE cascade ON UPDATE no action;
