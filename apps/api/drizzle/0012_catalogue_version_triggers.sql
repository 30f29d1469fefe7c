-- Raises cache_versions.version of the scope named by the trigger's argument, once per statement.
CREATE FUNCTION bump_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cache_versions (scope, version) VALUES (TG_ARGV[0], 1)
  ON CONFLICT (scope) DO UPDATE SET version = cache_versions.version + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO cache_versions (scope, version) VALUES ('catalogue', 1) ON CONFLICT (scope) DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER games_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON games
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalogue');
--> statement-breakpoint
CREATE TRIGGER game_vendors_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_vendors
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalogue');
--> statement-breakpoint
CREATE TRIGGER game_categories_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalogue');
--> statement-breakpoint
CREATE TRIGGER vendor_categories_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendor_categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalogue');
