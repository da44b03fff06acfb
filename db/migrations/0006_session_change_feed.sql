-- The change feed behind the session cookie cache (lib/auth/session-feed/): every update or deletion of a session
-- or a user is logged here and announced on the channel "session_change" in the same transaction, so every
-- instance learns of it when it commits. A session is named by the SHA-256 of its token, never by the token.
CREATE TABLE "session_change" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_change_kind_check" CHECK ("kind" IN ('s', 'u'))
);
--> statement-breakpoint
CREATE INDEX "session_change_changed_at_idx" ON "session_change" USING btree ("changed_at");
--> statement-breakpoint
CREATE FUNCTION "session_change_record"(change_kind text, change_key text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	change_id bigint;
BEGIN
	INSERT INTO "session_change" ("kind", "key") VALUES (change_kind, change_key) RETURNING "id" INTO change_id;
	PERFORM pg_notify('session_change', change_id || ' ' || change_kind || ' ' || change_key);
END
$$;
--> statement-breakpoint
CREATE FUNCTION "session_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "session_change_record"('s', encode(sha256(convert_to(OLD."token", 'UTF8')), 'hex'));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "user_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "session_change_record"('u', OLD."id");
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "session_updated" AFTER UPDATE ON "session" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "session_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "session_deleted" AFTER DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION "session_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_updated" AFTER UPDATE ON "user" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "user_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_deleted" AFTER DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION "user_row_changed"();
--> statement-breakpoint
-- A deleted organization or team is no longer anybody's active one: better-auth clears it on the deleting
-- caller's session only. Clearing it here updates the other members' sessions, which the feed then announces.
CREATE INDEX "session_active_organization_idx" ON "session" USING btree ("active_organization_id") WHERE "active_organization_id" IS NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "organization_deleted_clear_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "session" SET "active_organization_id" = NULL, "active_team_id" = NULL WHERE "active_organization_id" = OLD."id";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "organization_deleted" AFTER DELETE ON "organization" FOR EACH ROW EXECUTE FUNCTION "organization_deleted_clear_sessions"();
--> statement-breakpoint
CREATE FUNCTION "team_deleted_clear_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "session" SET "active_team_id" = NULL WHERE "active_team_id" = OLD."id";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "team_deleted" AFTER DELETE ON "team" FOR EACH ROW EXECUTE FUNCTION "team_deleted_clear_sessions"();
