-- Platform messages on the realtime channel (NOTIFY member_events, sent only on commit):
--  * a personal message names itself `member-<id>`, as messages.list does;
--  * a broadcast is announced once for its white label, and every open socket of that merchant
--    gets it;
--  * reading (a personal message's read_at set, or a broadcast read row) announces `unread`, so
--    each of the member's sockets learns the count left. Identical payloads within one transaction
--    are folded into one notification by PostgreSQL, so marking 50 messages read sends one.

CREATE OR REPLACE FUNCTION notify_member_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('member_events', json_build_object(
    'memberId', NEW.member_id, 'event', 'message', 'messageId', 'member-' || NEW.id, 'title', NEW.title)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION notify_member_message_read() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('member_events', json_build_object('memberId', NEW.member_id, 'event', 'unread')::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER member_messages_read_notify AFTER UPDATE OF read_at ON member_messages
  FOR EACH ROW WHEN (NEW.read_at IS DISTINCT FROM OLD.read_at)
  EXECUTE FUNCTION notify_member_message_read();
--> statement-breakpoint
CREATE TRIGGER broadcast_message_reads_notify AFTER INSERT ON broadcast_message_reads
  FOR EACH ROW EXECUTE FUNCTION notify_member_message_read();
--> statement-breakpoint
CREATE FUNCTION notify_broadcast_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('member_events', json_build_object(
    'merchantId', NEW.merchant_id, 'event', 'broadcast', 'messageId', 'broadcast-' || NEW.id,
    'title', NEW.title)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER broadcast_messages_notify AFTER INSERT ON broadcast_messages
  FOR EACH ROW EXECUTE FUNCTION notify_broadcast_message();
