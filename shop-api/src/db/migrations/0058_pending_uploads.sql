-- Uploads written to the object store but not yet named by a committed row. A row is inserted
-- (and committed) before the object is written and deleted in the transaction that saves the row
-- naming it; what a crash leaves here, the sweep deletes (docs/operations/uploads.md).
CREATE TABLE pending_uploads (
  id bigserial PRIMARY KEY,
  area varchar(10) NOT NULL CHECK (area IN ('public', 'private')),
  key varchar(400) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (area, key)
);
CREATE INDEX pending_uploads_created_at ON pending_uploads (created_at);
