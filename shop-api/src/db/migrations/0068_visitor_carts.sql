-- A visitor's cart (issue 37): visitors may fill a cart before they sign in. It is bound to a
-- cookie holding 32 random bytes, of which only the SHA-256 is stored, like session tokens. Its
-- items are cart items like a shopper's, so every cart query, price and stock rule stays one;
-- each item belongs to exactly one of a shopper and a visitor cart. A visitor cart unused for
-- 30 days is deleted by the API's periodic sweep, and its items with it.

CREATE TABLE visitor_carts (
  id serial PRIMARY KEY,
  token_hash varchar(64) NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  ip varchar(64) NOT NULL DEFAULT ''
);
CREATE INDEX visitor_carts_last_used_idx ON visitor_carts(last_used_at);

ALTER TABLE cart_items ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE cart_items ADD COLUMN visitor_cart_id integer REFERENCES visitor_carts(id) ON DELETE CASCADE;
ALTER TABLE cart_items ADD CONSTRAINT cart_items_one_owner CHECK (num_nonnulls(user_id, visitor_cart_id) = 1);
ALTER TABLE cart_items ADD CONSTRAINT cart_items_visitor_variant_key UNIQUE (visitor_cart_id, variant_id);
