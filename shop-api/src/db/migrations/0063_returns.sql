-- Returns of delivered shipments (issue 30): the shopper asks with a reason and the items; the
-- vendor accepts (the refund goes to the shopper's wallet and the stock back, exactly once: the
-- row's status moves from 'requested' once, under its lock) or refuses with a reason.
CREATE TABLE returns (
  id serial PRIMARY KEY,
  shipment_id integer NOT NULL REFERENCES shipments(id) ON DELETE CASCADE,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  vendor_id integer NOT NULL REFERENCES vendors(id),
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status varchar(10) NOT NULL DEFAULT 'requested'
    CHECK (status IN ('requested', 'accepted', 'refused')),
  reason varchar(500) NOT NULL,
  refusal_reason varchar(500),
  -- Decided when the return is asked for (the lines' value less their coupon share), so what the
  -- shopper was shown is what the wallet gets.
  refund_cents integer NOT NULL CHECK (refund_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
-- One open request per shipment at a time.
CREATE UNIQUE INDEX returns_one_open_per_shipment ON returns(shipment_id) WHERE status = 'requested';
CREATE INDEX returns_vendor_status_idx ON returns(vendor_id, status, created_at DESC);
CREATE INDEX returns_order_idx ON returns(order_id);
-- The statement reads a vendor's accepted returns by the month they were decided in.
CREATE INDEX returns_vendor_decided_idx ON returns(vendor_id, decided_at) WHERE status = 'accepted';

CREATE TABLE return_items (
  return_id integer NOT NULL REFERENCES returns(id) ON DELETE CASCADE,
  order_item_id integer NOT NULL REFERENCES order_items(id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (return_id, order_item_id)
);
CREATE INDEX return_items_order_item_idx ON return_items(order_item_id);
