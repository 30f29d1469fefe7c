CREATE TABLE "bet_days" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"bets" integer NOT NULL,
	"valid_bets" integer NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	CONSTRAINT "bet_days_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
ALTER TABLE "bet_days" ADD CONSTRAINT "bet_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;