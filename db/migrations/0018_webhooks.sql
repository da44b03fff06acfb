CREATE TABLE "webhook_attempt" (
	"id" text PRIMARY KEY NOT NULL,
	"delivery_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"url" text NOT NULL,
	"request_body" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"error" text,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_delivery" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"endpoint_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"trigger" text DEFAULT 'event' NOT NULL,
	"last_status" integer,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoint" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"event_types" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" text,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_expires_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_event" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"organization_id" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_attempt" ADD CONSTRAINT "webhook_attempt_delivery_id_webhook_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_delivery"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_event_id_webhook_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."webhook_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_endpoint_id_webhook_endpoint_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoint"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoint" ADD CONSTRAINT "webhook_endpoint_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoint" ADD CONSTRAINT "webhook_endpoint_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_attempt_delivery_idx" ON "webhook_attempt" USING btree ("delivery_id","attempt");--> statement-breakpoint
CREATE INDEX "webhook_delivery_due_idx" ON "webhook_delivery" USING btree ("endpoint_id","next_attempt_at") WHERE "webhook_delivery"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_delivery_endpoint_created_idx" ON "webhook_delivery" USING btree ("endpoint_id","created_at","id");--> statement-breakpoint
CREATE INDEX "webhook_delivery_event_idx" ON "webhook_delivery" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "webhook_endpoint_organization_idx" ON "webhook_endpoint" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_event_created_idx" ON "webhook_event" USING btree ("created_at");--> statement-breakpoint
-- Outbound webhook events are written by these triggers, in the transaction of the change they report: whoever
-- makes the change (better-auth, the console, the billing mirror), a rolled-back change leaves no event, and a
-- committed one always has its deliveries (lib/webhooks/ sends them). An event is stored only when an enabled
-- endpoint wants it. Payloads follow lib/webhooks/events.ts; timestamps are ISO 8601 in UTC.
CREATE OR REPLACE FUNCTION webhook_ts(t timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_emit(event_type text, org_id text, payload jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  new_event_id text;
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM webhook_endpoint e
    WHERE e.enabled AND event_type = ANY (e.event_types) AND (e.organization_id IS NULL OR e.organization_id = org_id)
  ) THEN
    RETURN;
  END IF;
  new_event_id := 'msg_' || replace(gen_random_uuid()::text, '-', '');
  INSERT INTO webhook_event (id, type, organization_id, data, created_at) VALUES (new_event_id, event_type, org_id, payload, now());
  INSERT INTO webhook_delivery (id, event_id, endpoint_id, status, attempts, next_attempt_at, trigger, created_at)
  SELECT 'whd_' || replace(gen_random_uuid()::text, '-', ''), new_event_id, e.id, 'pending', 0, now(), 'event', now()
  FROM webhook_endpoint e
  WHERE e.enabled AND event_type = ANY (e.event_types) AND (e.organization_id IS NULL OR e.organization_id = org_id);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_user_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM webhook_emit('user.deleted', NULL, jsonb_build_object(
      'id', OLD.id, 'email', OLD.email, 'name', OLD.name, 'deletedAt', webhook_ts(now())));
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    changed := array_remove(ARRAY[
      CASE WHEN NEW.email IS DISTINCT FROM OLD.email THEN 'email' END,
      CASE WHEN NEW.name IS DISTINCT FROM OLD.name THEN 'name' END,
      CASE WHEN NEW.email_verified IS DISTINCT FROM OLD.email_verified THEN 'emailVerified' END,
      CASE WHEN NEW.image IS DISTINCT FROM OLD.image THEN 'image' END,
      CASE WHEN NEW.locale IS DISTINCT FROM OLD.locale THEN 'locale' END
    ], NULL);
    IF cardinality(changed) = 0 THEN
      RETURN NULL;
    END IF;
  END IF;
  PERFORM webhook_emit(CASE WHEN TG_OP = 'INSERT' THEN 'user.created' ELSE 'user.updated' END, NULL,
    jsonb_build_object(
      'id', NEW.id, 'email', NEW.email, 'name', NEW.name, 'emailVerified', NEW.email_verified, 'image', NEW.image,
      'locale', NEW.locale, 'createdAt', webhook_ts(NEW.created_at), 'updatedAt', webhook_ts(NEW.updated_at)
    ) || CASE WHEN TG_OP = 'UPDATE' THEN jsonb_build_object('changed', to_jsonb(changed)) ELSE '{}'::jsonb END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER webhook_user_events AFTER INSERT OR UPDATE OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION webhook_user_trigger();
--> statement-breakpoint
-- A session deleted by its user's deletion (a cascade, trigger depth 2) or after it expired is not "revoked".
CREATE OR REPLACE FUNCTION webhook_session_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM webhook_emit('session.created', NULL, jsonb_build_object(
      'id', NEW.id, 'userId', NEW.user_id, 'expiresAt', webhook_ts(NEW.expires_at), 'ipAddress', NEW.ip_address,
      'userAgent', NEW.user_agent, 'impersonatedBy', NEW.impersonated_by, 'createdAt', webhook_ts(NEW.created_at)));
  ELSIF pg_trigger_depth() = 1 AND OLD.expires_at > now() THEN
    PERFORM webhook_emit('session.revoked', NULL, jsonb_build_object(
      'id', OLD.id, 'userId', OLD.user_id, 'revokedAt', webhook_ts(now())));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER webhook_session_events AFTER INSERT OR DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION webhook_session_trigger();
--> statement-breakpoint
-- better-auth deletes an organization's members before the organization: those member.removed events, written
-- earlier in the same transaction, are dropped for its organization.deleted. The organization's own endpoints go
-- with it (a foreign key), so only the app's endpoints hear of its deletion.
CREATE OR REPLACE FUNCTION webhook_organization_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM webhook_event WHERE organization_id = OLD.id AND type = 'member.removed' AND created_at = now();
    PERFORM webhook_emit('organization.deleted', OLD.id, jsonb_build_object(
      'id', OLD.id, 'name', OLD.name, 'slug', OLD.slug, 'deletedAt', webhook_ts(now())));
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND (NEW.name, NEW.slug, NEW.logo, NEW.metadata) IS NOT DISTINCT FROM (OLD.name, OLD.slug, OLD.logo, OLD.metadata) THEN
    RETURN NULL;
  END IF;
  PERFORM webhook_emit(CASE WHEN TG_OP = 'INSERT' THEN 'organization.created' ELSE 'organization.updated' END, NEW.id,
    jsonb_build_object('id', NEW.id, 'name', NEW.name, 'slug', NEW.slug, 'logo', NEW.logo, 'createdAt', webhook_ts(NEW.created_at)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER webhook_organization_events AFTER INSERT OR UPDATE OR DELETE ON "organization" FOR EACH ROW EXECUTE FUNCTION webhook_organization_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_member_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM webhook_emit('member.added', NEW.organization_id, jsonb_build_object(
      'id', NEW.id, 'organizationId', NEW.organization_id, 'userId', NEW.user_id, 'role', NEW.role, 'createdAt', webhook_ts(NEW.created_at)));
  ELSIF TG_OP = 'UPDATE' THEN
    IF NEW.role IS DISTINCT FROM OLD.role THEN
      PERFORM webhook_emit('member.role_changed', NEW.organization_id, jsonb_build_object(
        'id', NEW.id, 'organizationId', NEW.organization_id, 'userId', NEW.user_id, 'role', NEW.role,
        'previousRole', OLD.role, 'createdAt', webhook_ts(NEW.created_at)));
    END IF;
  ELSIF pg_trigger_depth() = 1 THEN
    PERFORM webhook_emit('member.removed', OLD.organization_id, jsonb_build_object(
      'id', OLD.id, 'organizationId', OLD.organization_id, 'userId', OLD.user_id, 'role', OLD.role, 'createdAt', webhook_ts(OLD.created_at)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER webhook_member_events AFTER INSERT OR UPDATE OR DELETE ON "member" FOR EACH ROW EXECUTE FUNCTION webhook_member_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_invitation_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event_type text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    event_type := 'invitation.created';
  ELSIF OLD.status = 'pending' AND NEW.status IN ('accepted', 'rejected', 'canceled') THEN
    event_type := 'invitation.' || NEW.status;
  ELSE
    RETURN NULL;
  END IF;
  PERFORM webhook_emit(event_type, NEW.organization_id, jsonb_build_object(
    'id', NEW.id, 'organizationId', NEW.organization_id, 'email', NEW.email, 'role', NEW.role, 'status', NEW.status,
    'teamId', NEW.team_id, 'inviterId', NEW.inviter_id, 'expiresAt', webhook_ts(NEW.expires_at), 'createdAt', webhook_ts(NEW.created_at)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER webhook_invitation_events AFTER INSERT OR UPDATE ON "invitation" FOR EACH ROW EXECUTE FUNCTION webhook_invitation_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_team_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM webhook_emit('team.created', NEW.organization_id, jsonb_build_object(
      'id', NEW.id, 'organizationId', NEW.organization_id, 'name', NEW.name, 'createdAt', webhook_ts(NEW.created_at)));
  ELSIF pg_trigger_depth() = 1 THEN
    PERFORM webhook_emit('team.deleted', OLD.organization_id, jsonb_build_object(
      'id', OLD.id, 'organizationId', OLD.organization_id, 'name', OLD.name, 'createdAt', webhook_ts(OLD.created_at)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER webhook_team_events AFTER INSERT OR DELETE ON "team" FOR EACH ROW EXECUTE FUNCTION webhook_team_trigger();
--> statement-breakpoint
-- The mirror's subscriptions (lib/billing applies Polar's events): its customer is a user's or an organization's
-- (the external id), or the checkout named the organization (metadata.referenceId).
CREATE OR REPLACE FUNCTION webhook_subscription_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event_type text;
  owner_id text;
  org_id text;
  user_ref text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    event_type := 'subscription.created';
  ELSIF NEW IS NOT DISTINCT FROM OLD THEN
    RETURN NULL;
  ELSIF (NEW.canceled_at IS NOT NULL AND OLD.canceled_at IS NULL) OR (NEW.status = 'canceled' AND OLD.status IS DISTINCT FROM 'canceled') THEN
    event_type := 'subscription.canceled';
  ELSE
    event_type := 'subscription.updated';
  END IF;
  SELECT c.external_id INTO owner_id FROM billing_customer c WHERE c.id = NEW.customer_id;
  SELECT o.id INTO org_id FROM organization o WHERE o.id = coalesce(NEW.metadata ->> 'referenceId', owner_id);
  SELECT u.id INTO user_ref FROM "user" u WHERE u.id = owner_id;
  PERFORM webhook_emit(event_type, org_id, jsonb_build_object(
    'id', NEW.id, 'organizationId', org_id, 'userId', user_ref, 'customerId', NEW.customer_id, 'productId', NEW.product_id,
    'status', NEW.status, 'amount', NEW.amount, 'currency', NEW.currency, 'recurringInterval', NEW.recurring_interval,
    'currentPeriodStart', webhook_ts(NEW.current_period_start), 'currentPeriodEnd', webhook_ts(NEW.current_period_end),
    'cancelAtPeriodEnd', NEW.cancel_at_period_end, 'canceledAt', webhook_ts(NEW.canceled_at), 'endsAt', webhook_ts(NEW.ends_at),
    'endedAt', webhook_ts(NEW.ended_at), 'createdAt', webhook_ts(NEW.created_at), 'modifiedAt', webhook_ts(NEW.modified_at)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER webhook_subscription_events AFTER INSERT OR UPDATE ON "billing_subscription" FOR EACH ROW EXECUTE FUNCTION webhook_subscription_trigger();
