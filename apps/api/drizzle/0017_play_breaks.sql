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
CREATE TABLE "reality_check_settings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"interval_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reality_check_interval" CHECK ("reality_check_settings"."interval_minutes" in (0, 15, 30, 60))
);
--> statement-breakpoint
ALTER TABLE "play_breaks" ADD CONSTRAINT "play_breaks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_breaks" ADD CONSTRAINT "play_breaks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reality_check_settings" ADD CONSTRAINT "reality_check_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_breaks_member_idx" ON "play_breaks" USING btree ("member_id","ends_at");