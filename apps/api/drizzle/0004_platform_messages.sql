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
ALTER TABLE "member_messages" ADD COLUMN "category" text DEFAULT 'SYSTEM' NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcast_message_reads" ADD CONSTRAINT "broadcast_message_reads_message_id_broadcast_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."broadcast_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_message_reads" ADD CONSTRAINT "broadcast_message_reads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_messages" ADD CONSTRAINT "broadcast_messages_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_message_reads_member_idx" ON "broadcast_message_reads" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "broadcast_messages_merchant_idx" ON "broadcast_messages" USING btree ("merchant_id","created_at");--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_category" CHECK ("member_messages"."category" in ('SYSTEM', 'PROMOTION', 'TRANSACTION', 'AGENT'));