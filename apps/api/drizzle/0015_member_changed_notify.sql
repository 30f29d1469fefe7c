-- Announces (NOTIFY member_events, event 'member', at commit) every change to a member's row and
-- every change to a session that decides whether it is valid — anything but the last-seen time,
-- which authenticated reads write once a minute. Server instances cache sessions with their member
-- rows and drop a member's on this, whichever code path, script or operator made the change.
-- Deleting a session needs no announcement: the pruning job deletes only sessions already ended.
-- The trigger's argument names the column that holds the member's id.
CREATE FUNCTION notify_member_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('member_events', json_build_object(
    'memberId', (to_jsonb(OLD) ->> TG_ARGV[0])::integer, 'event', 'member')::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER members_notify_changed AFTER UPDATE ON members
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_member_changed('id');
--> statement-breakpoint
CREATE TRIGGER members_notify_deleted AFTER DELETE ON members
  FOR EACH ROW EXECUTE FUNCTION notify_member_changed('id');
--> statement-breakpoint
CREATE TRIGGER sessions_notify_changed
  AFTER UPDATE OF token_hash, member_id, merchant_id, kind, login_method, must_change_password, expires_at, revoked_at
  ON sessions
  FOR EACH ROW WHEN (
    (OLD.token_hash, OLD.member_id, OLD.merchant_id, OLD.kind, OLD.login_method, OLD.must_change_password, OLD.expires_at, OLD.revoked_at)
    IS DISTINCT FROM
    (NEW.token_hash, NEW.member_id, NEW.merchant_id, NEW.kind, NEW.login_method, NEW.must_change_password, NEW.expires_at, NEW.revoked_at)
  )
  EXECUTE FUNCTION notify_member_changed('member_id');
