-- What the store's filters can match, kept on the product: the colours, sizes and colour-size
-- pairs of its variants *in stock*, so "red + M" matches only a product with a red M in stock
-- (not one whose red M is sold out while a blue M is left), and "in stock only" matches a
-- product with any variant in stock. A filter is then one indexed array overlap on `products`
-- instead of a join over every variant (at 50,000 products, 300,000 variants).
--
-- Keys: '*' (some variant in stock), 'c:<colour value>', 's:<SIZE VALUE>' and
-- 'cs:<colour value>|<SIZE VALUE>' (one variant with both). Text keys, so a query passes the
-- shopper's values without looking attribute ids up first.
ALTER TABLE products ADD COLUMN filter_keys text[] NOT NULL DEFAULT '{}';
CREATE INDEX products_filter_keys_idx ON products USING gin (filter_keys);
-- The same colours and sizes again, each kind alone and without prefix: the sidebar's counts
-- unnest these short arrays (a few values) rather than every key (up to twenty).
ALTER TABLE products ADD COLUMN stock_colors text[] NOT NULL DEFAULT '{}';
ALTER TABLE products ADD COLUMN stock_sizes text[] NOT NULL DEFAULT '{}';

-- A fixed pseudo-random share of the catalogue (0-999 by a hash of the id), for estimating the
-- counts of very large result sets from a sample instead of counting them (see search-counts.ts; 0026 replaces this index).
ALTER TABLE products ADD COLUMN sample_bucket smallint
  GENERATED ALWAYS AS ((abs(hashint4(id) % 1000))::smallint) STORED;
CREATE INDEX products_sample_bucket_idx ON products (sample_bucket);

-- The keys of the given products, recomputed from their variants. Rows whose keys did not change
-- are not written, and rows are locked in id order, so two concurrent stock changes of several
-- products cannot deadlock here.
CREATE FUNCTION refresh_filter_keys(ids integer[]) RETURNS void
  LANGUAGE sql
BEGIN ATOMIC
  WITH locked AS (
    SELECT id FROM products WHERE id = ANY (ids) ORDER BY id FOR UPDATE
  ), fresh AS (
    SELECT locked.id, ARRAY(
      SELECT DISTINCT key
      FROM variants AS v
      LEFT JOIN attribute_values AS color ON color.id = v.color_id
      LEFT JOIN attribute_values AS size ON size.id = v.size_id
      CROSS JOIN LATERAL (VALUES
        ('*'),
        ('c:' || color.value),
        ('s:' || upper(size.value)),
        ('cs:' || color.value || '|' || upper(size.value))
      ) AS keys(key)
      WHERE v.product_id = locked.id AND v.stock > 0 AND key IS NOT NULL
      ORDER BY key
    ) AS keys
    FROM locked
  )
  UPDATE products SET
    filter_keys = fresh.keys,
    stock_colors = ARRAY(SELECT substr(key, 3) FROM unnest(fresh.keys) AS key WHERE key LIKE 'c:%'),
    stock_sizes = ARRAY(SELECT substr(key, 3) FROM unnest(fresh.keys) AS key WHERE key LIKE 's:%')
  FROM fresh
  WHERE products.id = fresh.id AND products.filter_keys IS DISTINCT FROM fresh.keys;
END;

-- Statement-level triggers: a checkout or a seed changing thousands of variants refreshes each
-- product once. An update refreshes only products where a variant ran out, came back or changed
-- its colour, size or product, so an ordinary stock decrement writes nothing here.
CREATE FUNCTION variants_filter_keys_changed() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_filter_keys(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_filter_keys(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM refresh_filter_keys(ARRAY(
      SELECT fresh.product_id FROM new_rows AS fresh JOIN old_rows AS stale ON stale.id = fresh.id
      WHERE (fresh.stock > 0) <> (stale.stock > 0)
        OR fresh.color_id IS DISTINCT FROM stale.color_id
        OR fresh.size_id IS DISTINCT FROM stale.size_id
        OR fresh.product_id <> stale.product_id
      UNION
      SELECT stale.product_id FROM new_rows AS fresh JOIN old_rows AS stale ON stale.id = fresh.id
      WHERE fresh.product_id <> stale.product_id
    ));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER variants_filter_keys_on_insert AFTER INSERT ON variants
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION variants_filter_keys_changed();
CREATE TRIGGER variants_filter_keys_on_update AFTER UPDATE ON variants
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION variants_filter_keys_changed();
CREATE TRIGGER variants_filter_keys_on_delete AFTER DELETE ON variants
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION variants_filter_keys_changed();

SELECT refresh_filter_keys(ARRAY(SELECT id FROM products));
