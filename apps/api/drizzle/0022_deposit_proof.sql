ALTER TABLE "deposit_orders" DROP CONSTRAINT "deposit_orders_state";--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD COLUMN "proof_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "proof_image_id" uuid;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_proof_image_id_uploaded_images_id_fk" FOREIGN KEY ("proof_image_id") REFERENCES "public"."uploaded_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_state" CHECK ("deposit_orders"."status" in ('REQUESTED', 'PENDING', 'CREDITED', 'REJECTED', 'EXPIRED', 'CANCELLED')
        and "deposit_orders"."amount" > 0 and "deposit_orders"."fee" >= 0 and "deposit_orders"."fee" < "deposit_orders"."amount"
        and ("deposit_orders"."status" = 'CREDITED') = ("deposit_orders"."ledger_transaction_id" is not null)
        and ("deposit_orders"."status" in ('CREDITED', 'REJECTED', 'EXPIRED', 'CANCELLED')) = ("deposit_orders"."closed_at" is not null));