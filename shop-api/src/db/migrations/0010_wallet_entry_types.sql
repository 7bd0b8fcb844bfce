-- Wallet entries say what they are (a type and a reference) so that screens describe them in the
-- shopper's language; the English descriptions stay for older rows only.
ALTER TABLE wallet_transactions ADD COLUMN reference varchar(40);

-- A cancelled order's wallet payment coming back is a refund, not a deposit (not income).
UPDATE wallet_transactions
SET type = 'refund', reference = substring(description FROM '^Order (\S+) cancelled$')
WHERE type = 'deposit' AND description ~ '^Order \S+ cancelled$';

UPDATE wallet_transactions
SET reference = substring(description FROM '^Order (\S+)$')
WHERE type = 'order' AND description ~ '^Order \S+$';

-- Wallets that started with credit have no entry for it, so the entries did not add up to the
-- balance: the difference becomes the opening deposit, dated before the wallet's first entry.
INSERT INTO wallet_transactions (user_id, type, amount_cents, reference, created_at)
SELECT u.id,
       'deposit',
       u.wallet_cents - COALESCE(entries.net, 0),
       'opening-credit',
       LEAST(u.created_at, COALESCE(entries.first_at - interval '1 second', u.created_at))
FROM users u
LEFT JOIN (
  SELECT user_id,
         sum(CASE WHEN type IN ('deposit', 'refund') THEN amount_cents ELSE -amount_cents END) AS net,
         min(created_at) AS first_at
  FROM wallet_transactions
  GROUP BY user_id
) entries ON entries.user_id = u.id
WHERE u.wallet_cents - COALESCE(entries.net, 0) > 0;

ALTER TABLE wallet_transactions
  ADD CONSTRAINT wallet_transactions_type_check
  CHECK (type IN ('deposit', 'withdraw', 'order', 'refund'));
