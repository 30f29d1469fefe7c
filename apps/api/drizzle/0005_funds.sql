CREATE TABLE "deposit_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"method" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"preset_amounts" jsonb NOT NULL,
	"fee_basis_points" integer NOT NULL,
	"auto_credit_seconds" integer,
	"enabled" boolean NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "deposit_channels_limits" CHECK ("deposit_channels"."min_amount" > 0 and "deposit_channels"."max_amount" >= "deposit_channels"."min_amount" and "deposit_channels"."fee_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "deposit_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"status" text NOT NULL,
	"auto_credit_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"promotion_id" text,
	"ledger_transaction_id" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "deposit_orders_ledger_transaction_id_unique" UNIQUE("ledger_transaction_id"),
	CONSTRAINT "deposit_orders_state" CHECK ("deposit_orders"."status" in ('REQUESTED', 'PENDING', 'CREDITED', 'REJECTED', 'EXPIRED')
        and "deposit_orders"."amount" > 0 and "deposit_orders"."fee" >= 0 and "deposit_orders"."fee" < "deposit_orders"."amount"
        and ("deposit_orders"."status" = 'CREDITED') = ("deposit_orders"."ledger_transaction_id" is not null)
        and ("deposit_orders"."status" in ('CREDITED', 'REJECTED', 'EXPIRED')) = ("deposit_orders"."closed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"merchant_id" integer,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "operators_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "withdraw_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"withdraw_account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"hold_transaction_id" bigint NOT NULL,
	"approved_at" timestamp with time zone,
	"disbursed_at" timestamp with time zone,
	"auto_receive_at" timestamp with time zone,
	"confirmation" text,
	"received_amount" bigint,
	"proof_image_id" uuid,
	"confirmed_at" timestamp with time zone,
	"refunded_amount" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "withdrawals_hold_transaction_id_unique" UNIQUE("hold_transaction_id"),
	CONSTRAINT "withdrawals_state" CHECK ("withdrawals"."status" in ('REQUESTED', 'APPROVED', 'REJECTED', 'DISBURSED', 'RECEIVED', 'DISPUTED', 'REFUNDED')
        and "withdrawals"."amount" > 0
        and ("withdrawals"."confirmation" is null or "withdrawals"."confirmation" in ('RECEIVED', 'ALL_RECEIVED', 'PARTLY_RECEIVED', 'NOT_RECEIVED', 'AUTO_RECEIVED'))
        and ("withdrawals"."received_amount" is null or ("withdrawals"."received_amount" >= 0 and "withdrawals"."received_amount" < "withdrawals"."amount"))
        and ("withdrawals"."refunded_amount" is null or ("withdrawals"."refunded_amount" > 0 and "withdrawals"."refunded_amount" <= "withdrawals"."amount"))
        and ("withdrawals"."status" not in ('DISBURSED', 'RECEIVED', 'DISPUTED', 'REFUNDED') or "withdrawals"."auto_receive_at" is not null)
        and ("withdrawals"."status" in ('RECEIVED', 'REJECTED', 'REFUNDED')) = ("withdrawals"."closed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD CONSTRAINT "deposit_channels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_channel_id_deposit_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."deposit_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_accounts" ADD CONSTRAINT "withdraw_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_accounts" ADD CONSTRAINT "withdraw_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_withdraw_account_id_withdraw_accounts_id_fk" FOREIGN KEY ("withdraw_account_id") REFERENCES "public"."withdraw_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_hold_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("hold_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_proof_image_id_uploaded_images_id_fk" FOREIGN KEY ("proof_image_id") REFERENCES "public"."uploaded_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_channels_merchant_code_key" ON "deposit_channels" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "deposit_orders_member_idx" ON "deposit_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_status_idx" ON "deposit_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_accounts_member_number_key" ON "withdraw_accounts" USING btree ("member_id","bank_name","account_number");--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_auto_receive_idx" ON "withdrawals" USING btree ("auto_receive_at") WHERE "withdrawals"."status" = 'DISBURSED';