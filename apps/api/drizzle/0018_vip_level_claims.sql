CREATE TABLE "vip_level_claims" (
	"member_id" integer NOT NULL,
	"level" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"ledger_transaction_id" bigint NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_level_claims_member_id_level_pk" PRIMARY KEY("member_id","level"),
	CONSTRAINT "vip_level_claims_amount" CHECK ("vip_level_claims"."amount" > 0 and "vip_level_claims"."level" > 0)
);
--> statement-breakpoint
ALTER TABLE "vip_level_claims" ADD CONSTRAINT "vip_level_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_level_claims" ADD CONSTRAINT "vip_level_claims_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_level_claims" ADD CONSTRAINT "vip_level_claims_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;