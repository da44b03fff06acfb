-- An endpoint deleted while a change is being made (a committed DELETE between this statement's snapshot and its
-- foreign-key check) failed the change itself: a sign-up answered "Failed to create user" because an operator
-- removed a webhook endpoint at that instant. The endpoints are now read FOR KEY SHARE: one deleted meanwhile is
-- skipped (re-checked after the deleting transaction ends), and a delete waits for the changes already reading it.
CREATE OR REPLACE FUNCTION webhook_emit(event_type text, org_id text, payload jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  new_event_id text;
  endpoint_ids text[];
BEGIN
  SELECT array_agg(id) INTO endpoint_ids FROM (
    SELECT e.id FROM webhook_endpoint e
    WHERE e.enabled AND event_type = ANY (e.event_types) AND (e.organization_id IS NULL OR e.organization_id = org_id)
    FOR KEY SHARE OF e
  ) wanted;
  IF endpoint_ids IS NULL THEN
    RETURN;
  END IF;
  new_event_id := 'msg_' || replace(gen_random_uuid()::text, '-', '');
  INSERT INTO webhook_event (id, type, organization_id, data, created_at) VALUES (new_event_id, event_type, org_id, payload, now());
  INSERT INTO webhook_delivery (id, event_id, endpoint_id, status, attempts, next_attempt_at, trigger, created_at)
  SELECT 'whd_' || replace(gen_random_uuid()::text, '-', ''), new_event_id, endpoint_id, 'pending', 0, now(), 'event', now()
  FROM unnest(endpoint_ids) AS endpoint_id;
END
$$;
