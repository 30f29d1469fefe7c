CREATE TABLE "app_releases" (
	"merchant_id" integer NOT NULL,
	"platform" text NOT NULL,
	"version" text NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	CONSTRAINT "app_releases_merchant_id_platform_pk" PRIMARY KEY("merchant_id","platform"),
	CONSTRAINT "app_releases_platform" CHECK ("app_releases"."platform" in ('IOS', 'ANDROID', 'LITE'))
);
--> statement-breakpoint
CREATE TABLE "broadcast_message_reads" (
	"message_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "broadcast_message_reads_message_id_member_id_pk" PRIMARY KEY("message_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "broadcast_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "broadcast_messages_category" CHECK ("broadcast_messages"."category" in ('SYSTEM', 'PROMOTION', 'TRANSACTION', 'AGENT'))
);
--> statement-breakpoint
CREATE TABLE "live_hosts" (
	"model_id" text PRIMARY KEY NOT NULL,
	"nickname" text NOT NULL,
	"shift_start_minute" integer NOT NULL,
	"shift_minutes" integer NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "live_hosts_shift" CHECK ("live_hosts"."shift_start_minute" between 0 and 1439 and "live_hosts"."shift_minutes" between 1 and 1440)
);
--> statement-breakpoint
CREATE TABLE "live_rooms" (
	"room_id" text PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"table_name" text NOT NULL,
	"dealer_name" text NOT NULL,
	"min_bet" bigint NOT NULL,
	"max_bet" bigint NOT NULL,
	"opens_at_minute" integer NOT NULL,
	"closes_at_minute" integer NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "live_rooms_limits" CHECK ("live_rooms"."min_bet" > 0 and "live_rooms"."max_bet" >= "live_rooms"."min_bet"),
	CONSTRAINT "live_rooms_hours" CHECK ("live_rooms"."opens_at_minute" between 0 and 1439 and "live_rooms"."closes_at_minute" between 0 and 1439)
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"issue_no" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"numbers" jsonb NOT NULL,
	"drawn_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"prize_mode" text NOT NULL,
	"draw_interval_seconds" integer NOT NULL,
	"ball_count" integer NOT NULL,
	"min_number" integer NOT NULL,
	"max_number" integer NOT NULL,
	"repeats" boolean NOT NULL,
	"sorted" boolean NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "lottery_games_prize_mode" CHECK ("lottery_games"."prize_mode" in ('LOTT', 'ZY', 'ELOTT', 'SEA')),
	CONSTRAINT "lottery_games_interval" CHECK ("lottery_games"."draw_interval_seconds" > 0 and 86400 % "lottery_games"."draw_interval_seconds" = 0),
	CONSTRAINT "lottery_games_balls" CHECK ("lottery_games"."ball_count" > 0 and "lottery_games"."min_number" >= 0 and "lottery_games"."max_number" >= "lottery_games"."min_number"
        and ("lottery_games"."repeats" or "lottery_games"."ball_count" <= "lottery_games"."max_number" - "lottery_games"."min_number" + 1))
);
--> statement-breakpoint
ALTER TABLE "member_messages" ADD COLUMN "category" text DEFAULT 'SYSTEM' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_releases" ADD CONSTRAINT "app_releases_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_message_reads" ADD CONSTRAINT "broadcast_message_reads_message_id_broadcast_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."broadcast_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_message_reads" ADD CONSTRAINT "broadcast_message_reads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_messages" ADD CONSTRAINT "broadcast_messages_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_game_id_lottery_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_message_reads_member_idx" ON "broadcast_message_reads" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "broadcast_messages_merchant_idx" ON "broadcast_messages" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_game_period_key" ON "lottery_draws" USING btree ("game_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_game_issue_key" ON "lottery_draws" USING btree ("game_id","issue_no");--> statement-breakpoint
CREATE INDEX "lottery_draws_game_opened_idx" ON "lottery_draws" USING btree ("game_id","opened_at");--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_category" CHECK ("member_messages"."category" in ('SYSTEM', 'PROMOTION', 'TRANSACTION', 'AGENT'));