-- The marketplace's two sides. An operator runs the back office; a vendor is the store an approved
-- application created, owned by the applicant's user (a vendor is also a shopper). Drafts and
-- suspended vendors' products stay in the database but leave the shop.

ALTER TABLE users ADD COLUMN role varchar(10) NOT NULL DEFAULT 'shopper'
  CHECK (role IN ('shopper', 'operator'));

ALTER TABLE vendors ADD COLUMN owner_user_id integer UNIQUE REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE vendors ADD COLUMN status varchar(10) NOT NULL DEFAULT 'active'
  CHECK (status IN ('active', 'suspended'));
ALTER TABLE vendors ADD COLUMN suspended_reason varchar(500);
ALTER TABLE vendors ADD COLUMN description_german text NOT NULL DEFAULT '';
ALTER TABLE vendors ADD COLUMN description_arabic text NOT NULL DEFAULT '';

ALTER TABLE products ADD COLUMN status varchar(10) NOT NULL DEFAULT 'published'
  CHECK (status IN ('draft', 'published'));
ALTER TABLE products ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

ALTER TABLE vendor_applications ADD COLUMN rejection_reason varchar(500);
ALTER TABLE vendor_applications ADD COLUMN decided_at timestamptz;
ALTER TABLE vendor_applications ADD COLUMN vendor_id integer REFERENCES vendors(id);
CREATE INDEX vendor_applications_status_idx ON vendor_applications(status, created_at);
