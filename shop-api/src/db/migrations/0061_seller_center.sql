-- The seller center and the back office (issue 30, first slice).
--
-- `products.listed`: the product is in the shop (published, and its store active). Every shop
-- query filters on this one column instead of joining `vendors`; triggers keep it right when a
-- product is published or unpublished and when a store is suspended or reinstated, so the
-- change is in the shop at once (within the catalogue caches' time).
ALTER TABLE products ADD COLUMN listed boolean NOT NULL DEFAULT true;

CREATE FUNCTION products_set_listed() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  NEW.listed := NEW.status = 'published'
    AND EXISTS (SELECT 1 FROM vendors WHERE vendors.id = NEW.vendor_id AND vendors.status = 'active');
  RETURN NEW;
END $$;
CREATE TRIGGER products_listed BEFORE INSERT OR UPDATE OF status, vendor_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_set_listed();

CREATE FUNCTION vendors_relist_products() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  UPDATE products SET listed = (products.status = 'published' AND NEW.status = 'active')
  WHERE vendor_id = NEW.id
    AND listed IS DISTINCT FROM (products.status = 'published' AND NEW.status = 'active');
  RETURN NULL;
END $$;
CREATE TRIGGER vendors_listed AFTER UPDATE OF status ON vendors
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION vendors_relist_products();

UPDATE products SET listed = false
WHERE status <> 'published' OR vendor_id IN (SELECT id FROM vendors WHERE status <> 'active');

-- The indexes that the shop's counts and listings read alone (index-only scans: 0026, 0050, and
-- the newest-first and vendor orders) carry `listed` too, so the new condition is checked in
-- the index instead of visiting a table page per product (a category count went from 0.6 ms
-- to 25 ms at 20,000 products without this).
DROP INDEX products_category_facts_idx;
CREATE INDEX products_category_facts_idx ON products (category_id, min_price_cents)
  INCLUDE (vendor_id, filter_keys, stock_colors, stock_sizes, listed);
DROP INDEX products_sample_idx;
CREATE INDEX products_sample_idx ON products (sample_bucket)
  INCLUDE (category_id, vendor_id, min_price_cents, filter_keys, stock_colors, stock_sizes, listed);
DROP INDEX products_created_idx;
CREATE INDEX products_created_idx ON products (created_at DESC, id DESC) INCLUDE (listed);
DROP INDEX products_vendor_idx;
CREATE INDEX products_vendor_idx ON products (vendor_id, created_at DESC, id DESC) INCLUDE (listed);

-- A variant the vendor removed from a product that was ordered before: order_items still point
-- at it, so it stays (stock 0, out of the seller's form) instead of being deleted.
ALTER TABLE variants ADD COLUMN retired boolean NOT NULL DEFAULT false;

-- Reviews an operator hid, moved out of `reviews` so no shop query needs a new condition; the
-- reason and who hid it stay here.
CREATE TABLE hidden_reviews (
  id integer PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  rating integer NOT NULL,
  review text NOT NULL,
  created_at timestamptz NOT NULL,
  reason varchar(500) NOT NULL,
  hidden_by integer REFERENCES users(id) ON DELETE SET NULL,
  hidden_at timestamptz NOT NULL DEFAULT now()
);

-- The widths a vendor's picture was resized to (one file per width and format next to `path`,
-- the largest JPEG), so answers can list them as `srcset`; null for the seed's pictures.
ALTER TABLE product_images ADD COLUMN widths integer[];
