CREATE TABLE "point_balances" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"points" bigint NOT NULL,
	CONSTRAINT "point_balances_non_negative" CHECK ("point_balances"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"status" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"receiving_address" text,
	"mobile_number" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_operator_id" integer,
	CONSTRAINT "point_redemptions_status" CHECK ("point_redemptions"."status" in ('IN_PROCESS', 'REJECTED', 'APPROVED')),
	CONSTRAINT "point_redemptions_amounts" CHECK ("point_redemptions"."quantity" > 0 and "point_redemptions"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"quantity" integer NOT NULL,
	"points_required" integer NOT NULL,
	"amount_required" bigint NOT NULL,
	"units" text NOT NULL,
	"remark" text NOT NULL,
	"requires_address" boolean NOT NULL,
	"requires_mobile" boolean NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "point_rewards_merchant_code" UNIQUE("merchant_id","code"),
	CONSTRAINT "point_rewards_quantity" CHECK ("point_rewards"."quantity" >= 0),
	CONSTRAINT "point_rewards_points" CHECK ("point_rewards"."points_required" > 0),
	CONSTRAINT "point_rewards_amount" CHECK ("point_rewards"."amount_required" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"source" text NOT NULL,
	"points" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"source_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_transactions_source_key_unique" UNIQUE("source_key"),
	CONSTRAINT "point_transactions_source" CHECK ("point_transactions"."source" in ('LIVE', 'LOTTERY', 'PVP', 'SLOTS', 'SPORTS', 'REDEEM', 'DEPOSIT', 'CONVERT')),
	CONSTRAINT "point_transactions_non_zero" CHECK ("point_transactions"."points" <> 0),
	CONSTRAINT "point_transactions_balance" CHECK ("point_transactions"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_configs" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"ratio_points" integer NOT NULL,
	"ratio_amount" integer NOT NULL,
	"convert_enabled" boolean NOT NULL,
	"min_convert_points" integer NOT NULL,
	"live_rate" integer NOT NULL,
	"lottery_rate" integer NOT NULL,
	"pvp_rate" integer NOT NULL,
	"slots_rate" integer NOT NULL,
	"sports_rate" integer NOT NULL,
	"deposit_rate" integer NOT NULL,
	CONSTRAINT "points_configs_ratio" CHECK ("points_configs"."ratio_points" > 0 and "points_configs"."ratio_amount" > 0),
	CONSTRAINT "points_configs_min_convert" CHECK ("points_configs"."min_convert_points" > 0),
	CONSTRAINT "points_configs_rates" CHECK (least("points_configs"."live_rate", "points_configs"."lottery_rate", "points_configs"."pvp_rate", "points_configs"."slots_rate", "points_configs"."sports_rate", "points_configs"."deposit_rate") >= 0)
);
--> statement-breakpoint
CREATE TABLE "red_envelope_configs" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"envelopes_per_round" integer NOT NULL,
	"round_minutes" integer NOT NULL,
	"open_minutes" integer NOT NULL,
	CONSTRAINT "red_envelope_configs_amounts" CHECK ("red_envelope_configs"."min_amount" > 0 and "red_envelope_configs"."max_amount" >= "red_envelope_configs"."min_amount"),
	CONSTRAINT "red_envelope_configs_count" CHECK ("red_envelope_configs"."envelopes_per_round" > 0),
	CONSTRAINT "red_envelope_configs_round" CHECK ("red_envelope_configs"."open_minutes" > 0 and "red_envelope_configs"."round_minutes" >= "red_envelope_configs"."open_minutes" and "red_envelope_configs"."round_minutes" <= 10080)
);
--> statement-breakpoint
CREATE TABLE "red_envelope_openings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"round_start" timestamp with time zone NOT NULL,
	"sequence" integer NOT NULL,
	"amount" bigint NOT NULL,
	"ledger_transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "red_envelope_openings_once" UNIQUE("member_id","round_start","sequence"),
	CONSTRAINT "red_envelope_openings_amount" CHECK ("red_envelope_openings"."amount" > 0 and "red_envelope_openings"."sequence" > 0)
);
--> statement-breakpoint
ALTER TABLE "point_balances" ADD CONSTRAINT "point_balances_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_balances" ADD CONSTRAINT "point_balances_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_reward_id_point_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."point_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_decided_by_operator_id_operators_id_fk" FOREIGN KEY ("decided_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_rewards" ADD CONSTRAINT "point_rewards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_configs" ADD CONSTRAINT "points_configs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelope_configs" ADD CONSTRAINT "red_envelope_configs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelope_openings" ADD CONSTRAINT "red_envelope_openings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelope_openings" ADD CONSTRAINT "red_envelope_openings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelope_openings" ADD CONSTRAINT "red_envelope_openings_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_redemptions_member_idx" ON "point_redemptions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "point_transactions_member_idx" ON "point_transactions" USING btree ("member_id","created_at");