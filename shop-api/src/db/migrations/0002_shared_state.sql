-- State every API instance must share: kept here, not in a process's memory, so several
-- instances behind one load balancer enforce the same limits and honour the same keys.

-- Attempt counters of the login and current-password limits, one row per bucket (a SHA-256 of
-- "kind:account:ip", so no e-mail address or IP is stored). A bucket restarts once it expired.
CREATE TABLE attempt_limits (
  bucket char(64) PRIMARY KEY,
  hits integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX attempt_limits_expires_at ON attempt_limits (expires_at);

-- Idempotency-Key of POST /v1/place-order: the order the first request placed. A retry with the
-- same key and body answers that order; another body or another shopper is refused.
CREATE TABLE idempotency_keys (
  key varchar(200) PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  request_hash char(64) NOT NULL,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX idempotency_keys_expires_at ON idempotency_keys (expires_at);
