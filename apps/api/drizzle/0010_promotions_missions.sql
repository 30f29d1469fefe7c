CREATE TABLE "leaderboard_prizes" (
	"merchant_id" integer NOT NULL,
	"period" text NOT NULL,
	"rank" integer NOT NULL,
	"prize" bigint NOT NULL,
	CONSTRAINT "leaderboard_prizes_merchant_id_period_rank_pk" PRIMARY KEY("merchant_id","period","rank"),
	CONSTRAINT "leaderboard_prizes_period" CHECK ("leaderboard_prizes"."period" in ('DAILY', 'WEEKLY', 'MONTHLY')),
	CONSTRAINT "leaderboard_prizes_values" CHECK ("leaderboard_prizes"."rank" > 0 and "leaderboard_prizes"."prize" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mission_claims" (
	"mission_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"amount" bigint NOT NULL,
	"ledger_transaction_id" bigint NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mission_claims_mission_id_member_id_window_start_pk" PRIMARY KEY("mission_id","member_id","window_start")
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"metric" text NOT NULL,
	"category_code" text,
	"target" integer NOT NULL,
	"reward" bigint NOT NULL,
	"window" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"sort" integer NOT NULL,
	CONSTRAINT "missions_metric" CHECK ("missions"."metric" in ('BETS', 'VALID_BET')),
	CONSTRAINT "missions_window" CHECK ("missions"."window" in ('DAILY', 'WEEKLY', 'FIXED')),
	CONSTRAINT "missions_fixed_end" CHECK ("missions"."window" <> 'FIXED' or "missions"."ends_at" is not null),
	CONSTRAINT "missions_target" CHECK ("missions"."target" > 0 and "missions"."reward" > 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_application_images" (
	"application_id" uuid NOT NULL,
	"image_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "promotion_application_images_application_id_image_id_pk" PRIMARY KEY("application_id","image_id"),
	CONSTRAINT "promotion_application_images_image_id_unique" UNIQUE("image_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"comment" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"ledger_transaction_id" bigint,
	"operator_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "promotion_applications_status" CHECK ("promotion_applications"."status" in ('APPLYING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "promotion_applications_paid" CHECK (("promotion_applications"."status" = 'APPROVED') = ("promotion_applications"."ledger_transaction_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "promotion_claims" (
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"prize_name" text,
	"ledger_transaction_id" bigint,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_claims_promotion_id_member_id_pk" PRIMARY KEY("promotion_id","member_id"),
	CONSTRAINT "promotion_claims_amount" CHECK ("promotion_claims"."amount" >= 0),
	CONSTRAINT "promotion_claims_paid" CHECK (("promotion_claims"."amount" = 0) = ("promotion_claims"."ledger_transaction_id" is null))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"image_url" text NOT NULL,
	"category" text NOT NULL,
	"mode" text NOT NULL,
	"comment_required" boolean DEFAULT false NOT NULL,
	"max_images" integer DEFAULT 0 NOT NULL,
	"repeats" boolean DEFAULT false NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requirement" jsonb,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"sort" integer NOT NULL,
	CONSTRAINT "promotions_category" CHECK ("promotions"."category" in ('NEW_MEMBER', 'DEPOSIT', 'REBATE', 'VIP', 'REFERRAL', 'RAFFLE', 'OTHER')),
	CONSTRAINT "promotions_mode" CHECK ("promotions"."mode" in ('APPLY', 'CLAIM', 'RAFFLE')),
	CONSTRAINT "promotions_max_images" CHECK ("promotions"."max_images" between 0 and 3),
	CONSTRAINT "promotions_bonus" CHECK ("promotions"."bonus" >= 0),
	CONSTRAINT "promotions_window" CHECK ("promotions"."ends_at" is null or "promotions"."ends_at" > "promotions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "leaderboard_prizes" ADD CONSTRAINT "leaderboard_prizes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_category_code_game_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."game_categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_application_images" ADD CONSTRAINT "promotion_application_images_application_id_promotion_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."promotion_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_application_images" ADD CONSTRAINT "promotion_application_images_image_id_uploaded_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."uploaded_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "missions_merchant_code_key" ON "missions" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "promotion_applications_member_idx" ON "promotion_applications" USING btree ("member_id","promotion_id");--> statement-breakpoint
CREATE INDEX "promotion_applications_status_idx" ON "promotion_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_applications_open_key" ON "promotion_applications" USING btree ("promotion_id","member_id") WHERE "promotion_applications"."status" = 'APPLYING';--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_merchant_code_key" ON "promotions" USING btree ("merchant_id","code");