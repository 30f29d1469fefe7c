-- Announces (NOTIFY member_events, at commit) what server instances cache per member, whichever code
-- path, script or operator made the change:
--  * event 'member': a member's row changed, or what decides whether one of their sessions is valid
--    (anything but the last-seen time, which authenticated reads write once a minute). Deleting a
--    session needs no announcement: the pruning job deletes only sessions already ended.
--  * event 'games': their favourite or recently played games changed.
-- The trigger's arguments: the column holding the member's id, and the event.
CREATE FUNCTION notify_member_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := CASE TG_OP WHEN 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
BEGIN
  PERFORM pg_notify('member_events', json_build_object(
    'memberId', (changed ->> TG_ARGV[0])::integer, 'event', TG_ARGV[1])::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER members_notify_changed AFTER UPDATE ON members
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_member_event('id', 'member');
--> statement-breakpoint
CREATE TRIGGER members_notify_deleted AFTER DELETE ON members
  FOR EACH ROW EXECUTE FUNCTION notify_member_event('id', 'member');
--> statement-breakpoint
CREATE TRIGGER sessions_notify_changed
  AFTER UPDATE OF token_hash, member_id, merchant_id, kind, login_method, must_change_password, expires_at, revoked_at
  ON sessions
  FOR EACH ROW WHEN (
    (OLD.token_hash, OLD.member_id, OLD.merchant_id, OLD.kind, OLD.login_method, OLD.must_change_password, OLD.expires_at, OLD.revoked_at)
    IS DISTINCT FROM
    (NEW.token_hash, NEW.member_id, NEW.merchant_id, NEW.kind, NEW.login_method, NEW.must_change_password, NEW.expires_at, NEW.revoked_at)
  )
  EXECUTE FUNCTION notify_member_event('member_id', 'member');
--> statement-breakpoint
CREATE TRIGGER favorite_games_notify AFTER INSERT OR UPDATE OR DELETE ON favorite_games
  FOR EACH ROW EXECUTE FUNCTION notify_member_event('member_id', 'games');
--> statement-breakpoint
CREATE TRIGGER recent_games_notify AFTER INSERT OR UPDATE OR DELETE ON recent_games
  FOR EACH ROW EXECUTE FUNCTION notify_member_event('member_id', 'games');
