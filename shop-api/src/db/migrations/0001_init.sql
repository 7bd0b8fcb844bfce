-- Initial schema. Money is stored in integer cents; the API answers euros.
CREATE TABLE users (
  id serial PRIMARY KEY,
  name varchar(120) NOT NULL,
  email varchar(254) NOT NULL UNIQUE,
  password_hash text NOT NULL,
  email_verified_at timestamptz,
  wallet_cents integer NOT NULL DEFAULT 0 CHECK (wallet_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash char(64) NOT NULL UNIQUE,
  kind varchar(20) NOT NULL,
  user_agent varchar(512) NOT NULL DEFAULT '',
  ip varchar(64) NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions(user_id);

CREATE TABLE password_resets (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash char(64) NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE categories (
  id serial PRIMARY KEY,
  parent_id integer REFERENCES categories(id),
  name_german varchar(120) NOT NULL,
  name_arabic varchar(120) NOT NULL,
  slug_german varchar(140) NOT NULL UNIQUE,
  slug_arabic varchar(140) NOT NULL UNIQUE,
  image varchar(255),
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE vendors (
  id serial PRIMARY KEY,
  store_name_in_german varchar(120) NOT NULL,
  store_name_in_arabic varchar(120) NOT NULL,
  store_logo varchar(255),
  address varchar(255) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE vendor_applications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  store_name_in_german varchar(120) NOT NULL,
  store_name_in_arabic varchar(120) NOT NULL,
  store_logo varchar(255) NOT NULL,
  identity_document varchar(255) NOT NULL,
  address varchar(255) NOT NULL,
  phone varchar(40) NOT NULL,
  store_type varchar(20) NOT NULL,
  status varchar(20) NOT NULL DEFAULT 'under_review',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE attribute_values (
  id serial PRIMARY KEY,
  kind varchar(10) NOT NULL,
  value varchar(40) NOT NULL,
  name_german varchar(60) NOT NULL,
  name_arabic varchar(60) NOT NULL,
  position integer NOT NULL DEFAULT 0,
  UNIQUE (kind, value)
);

CREATE TABLE products (
  id serial PRIMARY KEY,
  category_id integer NOT NULL REFERENCES categories(id),
  vendor_id integer NOT NULL REFERENCES vendors(id),
  name_german varchar(200) NOT NULL,
  name_arabic varchar(200) NOT NULL,
  description_german text NOT NULL,
  description_arabic text NOT NULL,
  min_price_cents integer NOT NULL DEFAULT 0,
  average_rating real NOT NULL DEFAULT 0,
  reviews_count integer NOT NULL DEFAULT 0,
  sold_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_category_idx ON products(category_id);
CREATE INDEX products_created_idx ON products(created_at DESC, id DESC);

CREATE TABLE product_images (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  path varchar(255) NOT NULL,
  color varchar(7),
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX product_images_product_idx ON product_images(product_id);

CREATE TABLE variants (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  stock integer NOT NULL CHECK (stock >= 0),
  color_id integer REFERENCES attribute_values(id),
  size_id integer REFERENCES attribute_values(id)
);
CREATE INDEX variants_product_idx ON variants(product_id);

CREATE TABLE reviews (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  review text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_product_idx ON reviews(product_id);

CREATE TABLE cart_items (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  variant_id integer NOT NULL REFERENCES variants(id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, variant_id)
);

CREATE TABLE wishlist_items (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, product_id)
);

CREATE TABLE countries (
  id serial PRIMARY KEY,
  name varchar(80) NOT NULL
);

CREATE TABLE addresses (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title varchar(80) NOT NULL,
  type varchar(10) NOT NULL DEFAULT 'home',
  country_id integer NOT NULL REFERENCES countries(id),
  address varchar(255) NOT NULL,
  city varchar(100),
  postal_code varchar(20),
  phone_number varchar(40) NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_user_idx ON addresses(user_id);

CREATE TABLE coupons (
  id serial PRIMARY KEY,
  code varchar(40) NOT NULL UNIQUE,
  discount_type varchar(12) NOT NULL,
  -- Percent for percentage coupons, cents for fixed ones.
  amount integer NOT NULL CHECK (amount > 0),
  vendor_id integer REFERENCES vendors(id),
  starts_at timestamptz,
  ends_at timestamptz,
  usage_limit integer,
  used_count integer NOT NULL DEFAULT 0
);

CREATE TABLE shipping_prices (
  id integer PRIMARY KEY,
  price_cents integer NOT NULL,
  fast_price_cents integer NOT NULL
);

CREATE TABLE wallet_transactions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type varchar(10) NOT NULL,
  amount_cents integer NOT NULL,
  description varchar(255),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_transactions_user_idx ON wallet_transactions(user_id);

CREATE SEQUENCE order_number_seq;

CREATE TABLE orders (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  order_number varchar(40) NOT NULL UNIQUE,
  order_status varchar(12) NOT NULL DEFAULT 'pending',
  payment_status varchar(8) NOT NULL DEFAULT 'unpaid',
  shipping_type varchar(8) NOT NULL,
  shipping_cost_cents integer NOT NULL,
  subtotal_cents integer NOT NULL,
  discount_cents integer NOT NULL DEFAULT 0,
  price_after_discount_cents integer NOT NULL,
  wallet_usage_cents integer NOT NULL DEFAULT 0,
  final_price_cents integer NOT NULL,
  coupon_code varchar(40),
  address jsonb NOT NULL,
  tracking_number varchar(60),
  tracking_carrier varchar(60),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_user_idx ON orders(user_id, created_at DESC);

CREATE TABLE order_items (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products(id),
  variant_id integer NOT NULL REFERENCES variants(id),
  unit_price_cents integer NOT NULL,
  quantity integer NOT NULL,
  subtotal_cents integer NOT NULL
);
CREATE INDEX order_items_order_idx ON order_items(order_id);

CREATE TABLE order_tracking_events (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  status varchar(12) NOT NULL,
  description varchar(255),
  location varchar(120),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_tracking_order_idx ON order_tracking_events(order_id);
