-- Ledger integrity that holds whatever code writes to the database:
--  * transactions and entries are append-only;
--  * an account balance changes only through a ledger entry (the entry trigger applies it and records
--    balance_after), and the CHECK on ledger_accounts keeps non-house balances from going negative;
--  * at commit, every transaction has at least two legs and its legs sum to zero per currency.
-- Also: balance, message and contract-request changes are announced with NOTIFY member_events, sent
-- only on commit, so every server instance can push them to its websocket clients.

CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger history is append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint

CREATE FUNCTION ledger_apply_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET balance = balance + NEW.amount
    WHERE id = NEW.account_id
    RETURNING balance INTO NEW.balance_after;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger account % does not exist', NEW.account_id USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_apply BEFORE INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_entry();
--> statement-breakpoint

-- A balance may only move from inside ledger_apply_entry (trigger depth 2), and accounts start at 0.
CREATE FUNCTION ledger_guard_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.balance <> 0 THEN
    RAISE EXCEPTION 'a ledger account opens with balance 0, then moves through entries'
      USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.balance IS DISTINCT FROM OLD.balance AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'ledger balances change only through ledger entries'
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF TG_OP = 'UPDATE' AND (NEW.currency <> OLD.currency OR NEW.merchant_id <> OLD.merchant_id) THEN
    RAISE EXCEPTION 'a ledger account keeps its merchant and currency' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_guard BEFORE INSERT OR UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_balance();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint

CREATE FUNCTION ledger_check_balanced(transaction_id bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  legs integer;
  unbalanced text;
BEGIN
  SELECT count(*) INTO legs FROM ledger_entries e WHERE e.transaction_id = ledger_check_balanced.transaction_id;
  IF legs < 2 THEN
    RAISE EXCEPTION 'ledger transaction % has % leg(s), needs at least 2', transaction_id, legs
      USING ERRCODE = 'check_violation';
  END IF;
  SELECT a.currency INTO unbalanced
    FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
    WHERE e.transaction_id = ledger_check_balanced.transaction_id
    GROUP BY a.currency HAVING sum(e.amount) <> 0
    LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transaction % does not sum to zero in %', transaction_id, unbalanced
      USING ERRCODE = 'check_violation';
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_check_transaction() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_check_balanced(NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_check_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_check_balanced(NEW.transaction_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transactions_balanced AFTER INSERT ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_transaction();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_entry();
--> statement-breakpoint

CREATE FUNCTION notify_member_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('member_events', json_build_object(
    'memberId', NEW.member_id, 'event', 'balance', 'accountKind', NEW.kind,
    'vendorCode', NEW.vendor_code, 'currency', NEW.currency, 'balance', NEW.balance)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_notify AFTER UPDATE OF balance ON ledger_accounts
  FOR EACH ROW WHEN (NEW.member_id IS NOT NULL AND NEW.balance IS DISTINCT FROM OLD.balance)
  EXECUTE FUNCTION notify_member_balance();
--> statement-breakpoint
CREATE FUNCTION notify_member_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('member_events', json_build_object(
    'memberId', NEW.member_id, 'event', 'message', 'messageId', NEW.id, 'title', NEW.title)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER member_messages_notify AFTER INSERT ON member_messages
  FOR EACH ROW EXECUTE FUNCTION notify_member_message();
--> statement-breakpoint
CREATE FUNCTION notify_contract_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  party integer;
BEGIN
  FOREACH party IN ARRAY ARRAY[NEW.upline_member_id, NEW.downline_member_id] LOOP
    PERFORM pg_notify('member_events', json_build_object(
      'memberId', party, 'event', 'contract', 'contractId', NEW.id, 'contractType', NEW.contract_type,
      'status', NEW.status, 'awaitingAnswer', NEW.status IN ('PENDING', 'TERMINATION_REQUESTED') AND party <> NEW.requested_by_member_id)::text);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER agent_contracts_notify AFTER INSERT OR UPDATE OF status ON agent_contracts
  FOR EACH ROW EXECUTE FUNCTION notify_contract_change();
