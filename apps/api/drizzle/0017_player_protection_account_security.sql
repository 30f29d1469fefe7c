CREATE TABLE "member_authenticators" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"secret_encrypted" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_used_step" bigint,
	"failed_confirmations" integer DEFAULT 0 NOT NULL,
	"recovery_code_hashes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_limits" (
	"member_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"window" text NOT NULL,
	"value" bigint,
	"pending_value" bigint,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_limits_member_id_kind_window_pk" PRIMARY KEY("member_id","kind","window"),
	CONSTRAINT "member_limits_kind" CHECK ("member_limits"."kind" in ('DEPOSIT', 'LOSS', 'WAGER', 'SESSION')),
	CONSTRAINT "member_limits_window" CHECK ("member_limits"."window" in ('DAY', 'WEEK', 'MONTH', 'SESSION'))
);
--> statement-breakpoint
CREATE TABLE "play_breaks" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "play_breaks_kind" CHECK ("play_breaks"."kind" in ('TIME_OUT', 'SELF_EXCLUSION')),
	CONSTRAINT "play_breaks_ends_after_start" CHECK ("play_breaks"."ends_at" > "play_breaks"."started_at")
);
--> statement-breakpoint
CREATE TABLE "protection_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"effective_at" timestamp with time zone NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by" text NOT NULL,
	CONSTRAINT "protection_changes_by" CHECK ("protection_changes"."by" in ('member', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "reality_check_settings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"interval_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reality_check_interval" CHECK ("reality_check_settings"."interval_minutes" in (0, 15, 30, 60))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "member_authenticators" ADD CONSTRAINT "member_authenticators_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_limits" ADD CONSTRAINT "member_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_limits" ADD CONSTRAINT "member_limits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_breaks" ADD CONSTRAINT "play_breaks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_breaks" ADD CONSTRAINT "play_breaks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_changes" ADD CONSTRAINT "protection_changes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_changes" ADD CONSTRAINT "protection_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reality_check_settings" ADD CONSTRAINT "reality_check_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_breaks_member_idx" ON "play_breaks" USING btree ("member_id","ends_at");--> statement-breakpoint
CREATE INDEX "protection_changes_member_idx" ON "protection_changes" USING btree ("member_id","at");