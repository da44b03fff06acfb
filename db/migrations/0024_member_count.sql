CREATE TABLE "organization_member_count" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"members" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_member_count" ADD CONSTRAINT "organization_member_count_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Members counted as they join and leave, once per statement (a provisioning batch or a seed of thousands is one
-- update per organization), so a members page reads its total instead of counting every row of the organization.
-- A batch of joins locks the organizations' counts in id order, so two such batches cannot deadlock.
CREATE OR REPLACE FUNCTION member_count_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO organization_member_count AS c (organization_id, members)
  SELECT organization_id, count(*) FROM added GROUP BY organization_id ORDER BY organization_id
  ON CONFLICT (organization_id) DO UPDATE SET members = c.members + excluded.members;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only an existing count is lowered: an organization being deleted takes its members and its count with it.
CREATE OR REPLACE FUNCTION member_count_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE organization_member_count AS c SET members = c.members - r.n
  FROM (SELECT organization_id, count(*) AS n FROM removed GROUP BY organization_id) AS r
  WHERE c.organization_id = r.organization_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_count_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE organization_member_count SET members = members - 1 WHERE organization_id = OLD.organization_id;
  INSERT INTO organization_member_count AS c (organization_id, members) VALUES (NEW.organization_id, 1)
  ON CONFLICT (organization_id) DO UPDATE SET members = c.members + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER member_count_insert AFTER INSERT ON "member" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION member_count_added();
--> statement-breakpoint
CREATE TRIGGER member_count_delete AFTER DELETE ON "member" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION member_count_removed();
--> statement-breakpoint
CREATE TRIGGER member_count_move AFTER UPDATE OF organization_id ON "member" FOR EACH ROW WHEN (OLD.organization_id IS DISTINCT FROM NEW.organization_id) EXECUTE FUNCTION member_count_moved();
--> statement-breakpoint
-- The triggers exist (and hold member's lock until this migration commits) before the existing members are counted.
INSERT INTO organization_member_count (organization_id, members) SELECT organization_id, count(*) FROM "member" GROUP BY organization_id;
