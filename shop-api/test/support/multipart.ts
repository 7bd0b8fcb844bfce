import { auth, type TestApp } from './test-app';

/** A multipart/form-data body built by hand, so tests control every byte of it. */
export function multipart(
  parts: { name: string; value: string | Buffer; filename?: string; type?: string }[],
) {
  const boundary = '----shopTestBoundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
    );
    chunks.push(
      typeof part.value === 'string' ? Buffer.from(part.value) : part.value,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
export const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n', 'latin1');
/** A whole 1×1 PNG: logos are decoded and written anew, so a bare signature is no logo. */
export const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const VENDOR_FIELDS = [
  { name: 'store_name_in_german', value: 'Lisas Laden' },
  { name: 'store_name_in_arabic', value: 'متجر ليزا' },
  { name: 'address', value: 'Marktplatz 1, Leipzig' },
  { name: 'phone', value: '+49 341 123456' },
  { name: 'store_type', value: 'retail' },
];

/** A valid application's logo and identity document. */
export const VENDOR_FILES = [
  { name: 'store_logo', value: LOGO_PNG, filename: 'logo.png', type: 'image/png' },
  { name: 'store_id', value: PDF, filename: 'id.pdf', type: 'application/pdf' },
];

/** Sends a valid vendor application (fields, logo and identity document) as the token's shopper. */
export function applyAsVendor(app: TestApp, token: string) {
  const body = multipart([...VENDOR_FIELDS, ...VENDOR_FILES]);
  return app.inject({
    method: 'POST',
    url: '/v1/vendors',
    payload: body.payload,
    headers: { ...body.headers, ...auth(token) },
  });
}
