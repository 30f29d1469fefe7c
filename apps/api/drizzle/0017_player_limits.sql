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
ALTER TABLE "member_limits" ADD CONSTRAINT "member_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_limits" ADD CONSTRAINT "member_limits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_changes" ADD CONSTRAINT "protection_changes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_changes" ADD CONSTRAINT "protection_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protection_changes_member_idx" ON "protection_changes" USING btree ("member_id","at");