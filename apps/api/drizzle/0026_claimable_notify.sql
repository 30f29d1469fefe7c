-- Announces (NOTIFY member_events, at commit, event 'claimable') each change that may move a member's
-- claimable counts (the reward centre's and the missions' red badges), whichever code path made it:
--  * a settled real-money bet (mission progress, VALID_BET requirements); demo play counts for nothing;
--  * a credited deposit (DEPOSIT requirements);
--  * a member registered under an upline (that upline's INVITES requirements);
--  * a mission or a reward claimed.
-- Identical payloads within one transaction are folded into one notification by PostgreSQL. The
-- realtime hub reads the counts for members with an open socket only, at most once a second each.
CREATE TRIGGER bets_notify_claimable AFTER INSERT ON bets
  FOR EACH ROW WHEN (NOT NEW.demo) EXECUTE FUNCTION notify_member_event('member_id', 'claimable');
--> statement-breakpoint
CREATE TRIGGER deposit_orders_notify_claimable_credited AFTER INSERT ON deposit_orders
  FOR EACH ROW WHEN (NEW.status = 'CREDITED') EXECUTE FUNCTION notify_member_event('member_id', 'claimable');
--> statement-breakpoint
CREATE TRIGGER deposit_orders_notify_claimable_crediting AFTER UPDATE OF status ON deposit_orders
  FOR EACH ROW WHEN (NEW.status = 'CREDITED' AND OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION notify_member_event('member_id', 'claimable');
--> statement-breakpoint
CREATE TRIGGER members_notify_claimable_invited AFTER INSERT ON members
  FOR EACH ROW WHEN (NEW.parent_id IS NOT NULL) EXECUTE FUNCTION notify_member_event('parent_id', 'claimable');
--> statement-breakpoint
CREATE TRIGGER mission_claims_notify_claimable AFTER INSERT ON mission_claims
  FOR EACH ROW EXECUTE FUNCTION notify_member_event('member_id', 'claimable');
--> statement-breakpoint
CREATE TRIGGER promotion_claims_notify_claimable AFTER INSERT ON promotion_claims
  FOR EACH ROW EXECUTE FUNCTION notify_member_event('member_id', 'claimable');
