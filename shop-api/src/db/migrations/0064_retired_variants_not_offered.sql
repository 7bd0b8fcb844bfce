-- A retired variant (0061: removed by its vendor, kept for the orders that name it) is never
-- offered, even when a cancelled order or a return puts units back on it: its colour and size
-- leave the product's filter keys, so facets, "in stock only" and the colour-size filters skip it.
CREATE OR REPLACE FUNCTION refresh_filter_keys(ids integer[]) RETURNS void
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
      WHERE v.product_id = locked.id AND v.stock > 0 AND NOT v.retired AND key IS NOT NULL
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

-- Retiring a variant also refreshes its product (a variant retired with stock left would keep
-- its keys otherwise).
CREATE OR REPLACE FUNCTION variants_filter_keys_changed() RETURNS trigger
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
        OR fresh.retired <> stale.retired
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

SELECT refresh_filter_keys(ARRAY(SELECT DISTINCT product_id FROM variants WHERE retired));
