-- Every write to what the shop lists (products, their variants, pictures, categories, colour and
-- size names) bumps the catalogue's version and announces it with NOTIFY on `shop_catalog`, in
-- the writing transaction: PostgreSQL delivers the notification to every listening API instance
-- when, and only if, the write commits. The instances keep their search index and their cached
-- listing pages current from it (src/catalog/changes/). Triggers, not the routes, so no write
-- path (seller forms, checkout stock, reviews, store suspension, a script) can forget it.
--
-- Payload: `<schema>|<version>|<product ids, comma-separated>`, or `*` for "reload everything"
-- (a category or attribute renamed, or more products than fit a notification's 8,000 bytes).
-- The schema lets test runs and benchmarks that share a database ignore each other.
CREATE SEQUENCE catalog_version;

CREATE FUNCTION catalog_announce(ids text) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_catalog',
    current_schema() || '|' || nextval('catalog_version') || '|' || coalesce(ids, ''));
END $$;

-- The product ids of the rows the statement changed (`changed_rows`, a transition table, by the
-- column named in the trigger's argument), or `*` when there are too many to name.
CREATE FUNCTION catalog_products_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  named text;
  n int;
BEGIN
  IF TG_ARGV[0] = 'id' THEN
    SELECT count(*), string_agg(id::text, ',') INTO n, named
    FROM (SELECT DISTINCT id FROM changed_rows LIMIT 501) AS few;
  ELSE
    SELECT count(*), string_agg(product_id::text, ',') INTO n, named
    FROM (SELECT DISTINCT product_id FROM changed_rows LIMIT 501) AS few;
  END IF;
  IF n = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM catalog_announce(CASE WHEN n > 500 THEN '*' ELSE named END);
  RETURN NULL;
END $$;

CREATE FUNCTION catalog_all_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_announce('*');
  RETURN NULL;
END $$;

CREATE TRIGGER products_catalog_on_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_products_changed('id');
CREATE TRIGGER products_catalog_on_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_products_changed('id');
CREATE TRIGGER products_catalog_on_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_products_changed('id');
CREATE TRIGGER variants_catalog_on_insert AFTER INSERT ON variants
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_products_changed('product_id');
CREATE TRIGGER variants_catalog_on_update AFTER UPDATE ON variants
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_products_changed('product_id');
CREATE TRIGGER variants_catalog_on_delete AFTER DELETE ON variants
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_products_changed('product_id');
CREATE TRIGGER product_images_catalog_on_insert AFTER INSERT ON product_images
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_products_changed('product_id');
CREATE TRIGGER product_images_catalog_on_update AFTER UPDATE ON product_images
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_products_changed('product_id');
CREATE TRIGGER product_images_catalog_on_delete AFTER DELETE ON product_images
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_products_changed('product_id');
CREATE TRIGGER categories_catalog AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_all_changed();
CREATE TRIGGER attribute_values_catalog AFTER INSERT OR UPDATE OR DELETE ON attribute_values
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_all_changed();
