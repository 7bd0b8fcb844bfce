-- The marketplace's commission is the rate of its time (issue 30): each shipment keeps the rate
-- configured when it was delivered, and the statement sums the stored rates per shipment, so a
-- later change of MARKETPLACE_COMMISSION_PERCENT leaves past months as they were.
ALTER TABLE shipments ADD COLUMN commission_percent numeric(5, 2)
  CHECK (commission_percent BETWEEN 0 AND 100);

-- Shipments delivered before this migration get the rate configured when it runs: the migrate
-- step hands MARKETPLACE_COMMISSION_PERCENT in as `shop.marketplace_commission_percent`
-- (`migrate.ts`); without it (a bare `migrate` in a test), the configuration's default, 10.
UPDATE shipments
SET commission_percent = coalesce(
  nullif(current_setting('shop.marketplace_commission_percent', true), '')::numeric, 10)
WHERE status = 'delivered';

-- The statement reads one vendor's delivered shipments of a range of months.
CREATE INDEX shipments_vendor_delivered_idx ON shipments (vendor_id, delivered_at)
  WHERE status = 'delivered';
