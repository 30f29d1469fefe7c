-- bet_days from the bets written before it existed: real bets per member and local day of the
-- settlement zone, GMT+8 (src/agents/periods.ts). From here on the transaction that writes a bet
-- adds it (src/agents/bet-days.ts); the lock waits for bets being written now, so none is missed.
LOCK TABLE bets IN SHARE MODE;
--> statement-breakpoint
INSERT INTO bet_days (member_id, day, bets, valid_bets, stake, valid_bet, payout)
SELECT member_id, ((created_at AT TIME ZONE 'UTC') + interval '8 hours')::date,
  count(*), count(*) FILTER (WHERE valid_bet > 0), sum(stake), sum(valid_bet), sum(payout)
FROM bets
WHERE NOT demo
GROUP BY 1, 2;
