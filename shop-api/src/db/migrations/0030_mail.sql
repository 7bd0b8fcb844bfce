-- Mail: the shopper's language for mails, e-mail verification links, password resets that are
-- mailed, used once and cleaned up, and an order confirmation mailed once per order.
ALTER TABLE users ADD COLUMN IF NOT EXISTS language varchar(5);
ALTER TABLE users ADD COLUMN IF NOT EXISTS email_verified_at timestamptz;

-- The rows so far hold tokens that were never mailed to anyone: nothing can use them.
DELETE FROM password_resets;
CREATE INDEX IF NOT EXISTS password_resets_user_idx ON password_resets (user_id, created_at);
CREATE INDEX IF NOT EXISTS password_resets_expiry_idx ON password_resets (expires_at);

CREATE TABLE IF NOT EXISTS email_verifications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash char(64) NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS email_verifications_user_idx ON email_verifications (user_id);

ALTER TABLE orders ADD COLUMN IF NOT EXISTS confirmation_mailed_at timestamptz;
