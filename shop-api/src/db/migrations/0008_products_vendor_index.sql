-- The store lists one seller's products (`vendor_id`, linked from the product page's seller
-- card), newest first. 0005 indexed `vendor_id` alone (the seller card's counts); this index
-- starts with the same column, so it serves those counts too and replaces it.
DROP INDEX IF EXISTS products_vendor_idx;
CREATE INDEX products_vendor_idx ON products (vendor_id, created_at DESC, id DESC);
