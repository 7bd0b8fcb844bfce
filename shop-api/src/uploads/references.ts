import type { Area } from './object-store';

/**
 * Every column that names an upload, by the key prefix its uploads are written under. The sweep
 * deletes an object under one of these prefixes that no such column (and no pending upload)
 * names; keys under other prefixes (the seed pictures) are never swept. Add a row for a new
 * kind of upload.
 */
export interface UploadReference {
  area: Area;
  prefix: string;
  table: string;
  column: string;
  /**
   * The column names one file of a folder written together (a product picture's sizes and
   * formats): every object in that folder counts as named. Its pending record is the folder.
   */
  folder?: boolean;
}

export const uploadReferences: readonly UploadReference[] = [
  // An application's logo stays private until its store is approved (store-logo.ts); one sent
  // before that rule is public.
  { area: 'private', prefix: 'vendor-logos/', table: 'vendor_applications', column: 'store_logo' },
  { area: 'public', prefix: 'vendor-logos/', table: 'vendor_applications', column: 'store_logo' },
  // An approved application's logo becomes its vendor's, copied to the public area.
  { area: 'public', prefix: 'vendor-logos/', table: 'vendors', column: 'store_logo' },
  {
    area: 'private',
    prefix: 'vendor-documents/',
    table: 'vendor_applications',
    column: 'identity_document',
  },
  // A product picture: `path` names its largest JPEG, the other sizes sit in the same folder.
  {
    area: 'public',
    prefix: 'product-images/',
    table: 'product_images',
    column: 'path',
    folder: true,
  },
];
