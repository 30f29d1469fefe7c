CREATE TABLE "login_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"method" text NOT NULL,
	"result" text NOT NULL,
	"reason" text,
	CONSTRAINT "login_history_method" CHECK ("login_history"."method" in ('PASSWORD', 'SMS', 'RESET', 'REGISTER')),
	CONSTRAINT "login_history_result" CHECK ("login_history"."result" in ('SUCCESS', 'FAILURE')),
	CONSTRAINT "login_history_reason" CHECK (case when "login_history"."result" = 'SUCCESS' then "login_history"."reason" is null else "login_history"."reason" in ('WRONG_PASSWORD', 'WRONG_CODE', 'CAPTCHA_FAILED', 'LOCKED', 'ACCOUNT_DISABLED', 'AREA_NOT_ALLOWED', 'VERIFICATION_REQUIRED', 'VERIFICATION_FAILED') end)
);
--> statement-breakpoint
ALTER TABLE "login_history" ADD CONSTRAINT "login_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_history_member_idx" ON "login_history" USING btree ("member_id","at");