-- The store lists one seller's products (`vendor_id`, linked from the product page's seller
-- card); without this index that filter reads every product.
CREATE INDEX products_vendor_idx ON products (vendor_id, created_at DESC, id DESC);
