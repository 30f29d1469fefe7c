-- Funds integrity that holds whatever code writes to the database (src/funds/):
--  * a deposit order or withdrawal never changes owner, white label or amount;
--  * once closed (credited, rejected, expired; received, rejected, refunded) it never changes again,
--    so an order is credited and a withdrawal refunded at most once;
--  * neither is ever deleted.
-- Also: white labels seeded before funds existed get the funds settings every merchant now has
-- (src/merchants/merchants.ts), so their settings still parse.

CREATE FUNCTION funds_guard_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION '% % is a money record and is never deleted', TG_TABLE_NAME, OLD.id
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.id <> OLD.id OR NEW.merchant_id <> OLD.merchant_id OR NEW.member_id <> OLD.member_id
     OR NEW.amount <> OLD.amount THEN
    RAISE EXCEPTION '% %: owner and amount never change', TG_TABLE_NAME, OLD.id
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.closed_at IS NOT NULL THEN
    RAISE EXCEPTION '% % is closed (%)', TG_TABLE_NAME, OLD.id, OLD.status
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER deposit_orders_guard BEFORE UPDATE OR DELETE ON deposit_orders
  FOR EACH ROW EXECUTE FUNCTION funds_guard_order();
--> statement-breakpoint
CREATE TRIGGER withdrawals_guard BEFORE UPDATE OR DELETE ON withdrawals
  FOR EACH ROW EXECUTE FUNCTION funds_guard_order();
--> statement-breakpoint
UPDATE merchants SET settings = settings || jsonb_build_object('funds', jsonb_build_object(
  'depositExpiryMinutes', 30,
  'withdrawMinAmount', 10000,
  'withdrawMaxAmount', 5000000,
  'withdrawTimesPerDay', 5,
  'withdrawAutoReceiveMinutes', 60))
  WHERE NOT settings ? 'funds';
