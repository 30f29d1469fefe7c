-- ledger_entry_days: each account's entries per local day of the settlement zone, GMT+8
-- (src/agents/periods.ts), by transaction kind and direction, so that the records' totals over whole
-- days read a row per day instead of every entry. An insert trigger keeps it, one upsert per
-- statement whoever writes the entries; the rows written before it are added here (creating the
-- trigger locks out inserts until the migration commits, so none is missed or counted twice).
-- The account-and-time index gains the id, so each account's newest entries come in the records'
-- order (time, then id) straight from the index.
CREATE TABLE "ledger_entry_days" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"incoming" boolean NOT NULL,
	"entries" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_entry_days_account_id_day_kind_incoming_pk" PRIMARY KEY("account_id","day","kind","incoming")
);
--> statement-breakpoint
DROP INDEX "ledger_entries_account_time_idx";--> statement-breakpoint
ALTER TABLE "ledger_entry_days" ADD CONSTRAINT "ledger_entry_days_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_time_idx" ON "ledger_entries" USING btree ("account_id","created_at","id");
--> statement-breakpoint
-- Rows in account order: the balance trigger has locked those accounts already, in the same order.
CREATE FUNCTION ledger_entry_days_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_entry_days (account_id, day, kind, incoming, entries, amount)
  SELECT e.account_id, ((e.created_at AT TIME ZONE 'UTC') + interval '8 hours')::date, t.kind,
    e.amount > 0, count(*), sum(e.amount)
  FROM inserted_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (account_id, day, kind, incoming) DO UPDATE SET
    entries = ledger_entry_days.entries + excluded.entries,
    amount = ledger_entry_days.amount + excluded.amount;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_days AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS inserted_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entry_days_add();
--> statement-breakpoint
INSERT INTO ledger_entry_days (account_id, day, kind, incoming, entries, amount)
SELECT e.account_id, ((e.created_at AT TIME ZONE 'UTC') + interval '8 hours')::date, t.kind,
  e.amount > 0, count(*), sum(e.amount)
FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
GROUP BY 1, 2, 3, 4;
