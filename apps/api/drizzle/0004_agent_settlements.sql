CREATE TABLE "agent_settlements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"contract_id" uuid NOT NULL,
	"contract_type" text NOT NULL,
	"member_id" integer NOT NULL,
	"period_code" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"valid_bet" bigint NOT NULL,
	"profit_loss" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"rate_basis_points" integer,
	"gross_amount" bigint NOT NULL,
	"downline_amount" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"ledger_transaction_id" bigint,
	"settled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_settlements_once" UNIQUE("contract_id","period_start"),
	CONSTRAINT "agent_settlements_amount" CHECK ("agent_settlements"."amount" >= 0 and "agent_settlements"."gross_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_settlements_member_idx" ON "agent_settlements" USING btree ("member_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_pending" ON "agent_contracts" USING btree ("downline_member_id","contract_type") WHERE "agent_contracts"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_in_force" ON "agent_contracts" USING btree ("downline_member_id","contract_type") WHERE "agent_contracts"."status" in ('ACTIVE', 'TERMINATION_REQUESTED');--> statement-breakpoint
CREATE INDEX "bets_created_idx" ON "bets" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_type" CHECK ("agent_contracts"."contract_type" in ('DAILY_SALARY', 'HOURLY_SALARY', 'REAL_TIME_SALARY', 'DIVIDEND'));--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_status" CHECK ("agent_contracts"."status" in ('PENDING', 'ACTIVE', 'REJECTED', 'TERMINATION_REQUESTED', 'TERMINATED'));--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_period" CHECK ("agent_contracts"."period" is null or "agent_contracts"."period" in ('D', 'W', 'H', 'M'));--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_parties" CHECK ("agent_contracts"."upline_member_id" <> "agent_contracts"."downline_member_id");