-- Shipments: each vendor's part of an order, fulfilled by that vendor. The order's status follows
-- from its shipments (the rule is in shared-contracts/src/api/marketplace.ts). A shipment keeps its
-- share of the order's coupon discount and wallet usage, so cancelling it gives back exactly that.

CREATE TABLE shipments (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  vendor_id integer NOT NULL REFERENCES vendors(id),
  status varchar(10) NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'accepted', 'shipped', 'delivered', 'cancelled')),
  subtotal_cents integer NOT NULL DEFAULT 0,
  discount_cents integer NOT NULL DEFAULT 0,
  wallet_cents integer NOT NULL DEFAULT 0,
  carrier varchar(60),
  tracking_number varchar(60),
  cancel_reason varchar(500),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  accepted_at timestamptz,
  shipped_at timestamptz,
  delivered_at timestamptz,
  cancelled_at timestamptz,
  UNIQUE (order_id, vendor_id)
);
CREATE INDEX shipments_vendor_status_idx ON shipments(vendor_id, status, created_at DESC);

ALTER TABLE order_items ADD COLUMN shipment_id integer REFERENCES shipments(id);
CREATE INDEX order_items_shipment_idx ON order_items(shipment_id);

-- Existing orders: one shipment per vendor, its status mapped from the order's, its timestamps
-- taken from the order's tracking events so the timeline and the shipment agree.
WITH parts AS (
  SELECT o.id AS order_id, p.vendor_id, sum(oi.subtotal_cents)::bigint AS subtotal_cents,
    CASE o.order_status
      WHEN 'pending' THEN 'pending'
      WHEN 'processing' THEN 'accepted'
      WHEN 'shipped' THEN 'shipped'
      WHEN 'cancelled' THEN 'cancelled'
      ELSE 'delivered'
    END AS status
  FROM orders o
  JOIN order_items oi ON oi.order_id = o.id
  JOIN products p ON p.id = oi.product_id
  GROUP BY o.id, p.vendor_id
),
shares AS (
  -- Shares in proportion to the subtotal, rounded down; the first shipment takes what is left.
  SELECT parts.*, row_number() OVER (PARTITION BY parts.order_id ORDER BY vendor_id) AS n,
    coalesce(o.discount_cents * parts.subtotal_cents
      / nullif(sum(parts.subtotal_cents) OVER (PARTITION BY parts.order_id), 0), 0) AS discount,
    coalesce(o.wallet_usage_cents * parts.subtotal_cents
      / nullif(sum(parts.subtotal_cents) OVER (PARTITION BY parts.order_id), 0), 0) AS wallet
  FROM parts JOIN orders o ON o.id = parts.order_id
),
events AS (
  SELECT order_id, min(created_at) FILTER (WHERE status = 'processing') AS processing_at,
    min(created_at) FILTER (WHERE status = 'shipped') AS shipped_at,
    min(created_at) FILTER (WHERE status = 'delivered') AS delivered_at
  FROM order_tracking_events GROUP BY order_id
)
INSERT INTO shipments (order_id, vendor_id, status, subtotal_cents, discount_cents, wallet_cents,
  carrier, tracking_number, created_at, updated_at, accepted_at, shipped_at, delivered_at,
  cancelled_at)
SELECT s.order_id, s.vendor_id, s.status, s.subtotal_cents,
  s.discount + CASE WHEN s.n = 1
    THEN o.discount_cents - sum(s.discount) OVER (PARTITION BY s.order_id) ELSE 0 END,
  s.wallet + CASE WHEN s.n = 1
    THEN o.wallet_usage_cents - sum(s.wallet) OVER (PARTITION BY s.order_id) ELSE 0 END,
  CASE WHEN s.status IN ('shipped', 'delivered') THEN o.tracking_carrier END,
  CASE WHEN s.status IN ('shipped', 'delivered') THEN o.tracking_number END,
  o.created_at, o.updated_at,
  CASE WHEN s.status IN ('accepted', 'shipped', 'delivered')
    THEN coalesce(e.processing_at, o.created_at) END,
  CASE WHEN s.status IN ('shipped', 'delivered') THEN coalesce(e.shipped_at, o.updated_at) END,
  CASE WHEN s.status = 'delivered' THEN coalesce(e.delivered_at, o.updated_at) END,
  CASE WHEN s.status = 'cancelled' THEN o.updated_at END
FROM shares s JOIN orders o ON o.id = s.order_id LEFT JOIN events e ON e.order_id = s.order_id;

UPDATE order_items oi SET shipment_id = s.id
FROM products p, shipments s
WHERE p.id = oi.product_id AND s.order_id = oi.order_id AND s.vendor_id = p.vendor_id;
