-- One default address per shopper, held by the database: concurrent writes left several defaults
-- or none. First repair the data the old code left behind, then let a partial unique index refuse
-- a second default.

-- Several defaults: the newest one stays (the last "make default" the shopper asked for).
UPDATE addresses SET is_default = false
WHERE is_default AND id NOT IN (
  SELECT max(id) FROM addresses WHERE is_default GROUP BY user_id
);

-- Addresses but no default: the oldest one becomes it, as the first address always was.
UPDATE addresses SET is_default = true
WHERE id IN (
  SELECT min(id) FROM addresses GROUP BY user_id HAVING NOT bool_or(is_default)
);

CREATE UNIQUE INDEX addresses_one_default_idx ON addresses (user_id) WHERE is_default;
