-- Indexes for the catalogue's sorts and text search, so a page of a large catalogue is read
-- from an index instead of sorting or scanning every product.

-- Test runs migrate several schemas of one database at once; CREATE EXTENSION IF NOT EXISTS is
-- not safe against a concurrent twin, so migrations of this file take turns.
SELECT pg_advisory_xact_lock(8003);

-- Trigram matching serves `ILIKE '%word%'` on product names (and, later, similarity search).
-- It lives in `public`, which every schema of the database can reach, so dropping one test
-- schema never drops the extension that the other schemas' indexes use.
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
CREATE INDEX products_name_german_trgm_idx ON products USING gin (name_german public.gin_trgm_ops);
CREATE INDEX products_name_arabic_trgm_idx ON products USING gin (name_arabic public.gin_trgm_ops);

-- One index per sort order of the store (newest has products_created_idx), each ending with the
-- id tie-break the search query uses.
CREATE INDEX products_price_asc_idx ON products (min_price_cents, id);
CREATE INDEX products_price_desc_idx ON products (min_price_cents DESC, id);
CREATE INDEX products_rating_idx ON products (average_rating DESC, reviews_count DESC, id);
CREATE INDEX products_best_selling_idx ON products (sold_count DESC, id);

-- The store's filter lists ask which colours and sizes any variant uses.
CREATE INDEX variants_color_idx ON variants (color_id);
CREATE INDEX variants_size_idx ON variants (size_id);
