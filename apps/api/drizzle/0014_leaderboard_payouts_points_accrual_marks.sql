CREATE TABLE "leaderboard_payouts" (
	"merchant_id" integer NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"rank" integer NOT NULL,
	"member_id" integer NOT NULL,
	"score" bigint NOT NULL,
	"prize" bigint NOT NULL,
	"ledger_transaction_id" bigint,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "leaderboard_payouts_merchant_id_period_period_start_rank_pk" PRIMARY KEY("merchant_id","period","period_start","rank"),
	CONSTRAINT "leaderboard_payouts_period" CHECK ("leaderboard_payouts"."period" in ('DAILY', 'WEEKLY', 'MONTHLY')),
	CONSTRAINT "leaderboard_payouts_values" CHECK ("leaderboard_payouts"."rank" > 0 and "leaderboard_payouts"."prize" > 0)
);
--> statement-breakpoint
ALTER TABLE "points_configs" ADD COLUMN "live_accrues_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "points_configs" ADD COLUMN "lottery_accrues_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "points_configs" ADD COLUMN "pvp_accrues_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "points_configs" ADD COLUMN "slots_accrues_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "points_configs" ADD COLUMN "sports_accrues_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "points_configs" ADD COLUMN "deposit_accrues_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leaderboard_payouts" ADD CONSTRAINT "leaderboard_payouts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_payouts" ADD CONSTRAINT "leaderboard_payouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_payouts" ADD CONSTRAINT "leaderboard_payouts_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaderboard_payouts_member_idx" ON "leaderboard_payouts" USING btree ("member_id","period_start");