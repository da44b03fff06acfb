-- A deleted account's personal keys and a deleted organization's keys go with them (api keys name their owner by
-- reference_id, which cannot carry a foreign key: it is a user's id or an organization's, by config_id).
CREATE OR REPLACE FUNCTION apikey_delete_of_reference() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM apikey WHERE reference_id = OLD.id AND config_id = TG_ARGV[0];
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER apikey_user_deleted AFTER DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION apikey_delete_of_reference('default');
--> statement-breakpoint
CREATE TRIGGER apikey_organization_deleted AFTER DELETE ON organization FOR EACH ROW EXECUTE FUNCTION apikey_delete_of_reference('organization');
