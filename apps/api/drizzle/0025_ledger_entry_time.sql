-- Each ledger entry carries its transaction's time, so that a wallet's movements over a period are
-- one range of an index on (account, time) instead of a join through every transaction of the
-- period. The insert trigger copies the time from the transaction whatever the writer passes, so the
-- two never differ; the rows written before it are filled in here, with the append-only trigger
-- held off for this one statement (ALTER TABLE locks the table until the migration commits).
ALTER TABLE "ledger_entries" ADD COLUMN "created_at" timestamp with time zone;
--> statement-breakpoint
CREATE FUNCTION ledger_entry_time() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT created_at INTO NEW.created_at FROM ledger_transactions WHERE id = NEW.transaction_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger transaction % does not exist', NEW.transaction_id
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_time BEFORE INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entry_time();
--> statement-breakpoint
ALTER TABLE "ledger_entries" DISABLE TRIGGER ledger_entries_append_only;
--> statement-breakpoint
UPDATE "ledger_entries" e SET "created_at" = t."created_at"
FROM "ledger_transactions" t WHERE t."id" = e."transaction_id";
--> statement-breakpoint
ALTER TABLE "ledger_entries" ENABLE TRIGGER ledger_entries_append_only;
--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "created_at" SET NOT NULL;
--> statement-breakpoint
-- The new index serves every lookup by account the old one did.
DROP INDEX "ledger_entries_account_idx";
--> statement-breakpoint
CREATE INDEX "ledger_entries_account_time_idx" ON "ledger_entries" USING btree ("account_id","created_at");
