import { extname } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { vendorApplications } from '../db/schema-accounts';
import { notFound } from '../http/api-error';

const contentTypes: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export type ApplicationFileKind = 'logo' | 'identity-document';

/**
 * Sends an application's logo or identity document to the operator: read from the store where
 * `save-application.ts` put it (both in the private area, never served), never
 * cached by the browser or a proxy, and downloaded rather than opened unless it is a picture.
 */
export async function sendApplicationFile(
  app: FastifyInstance,
  reply: FastifyReply,
  id: number,
  kind: ApplicationFileKind,
) {
  const [row] = await app.db
    .select({ logo: vendorApplications.storeLogo, document: vendorApplications.identityDocument })
    .from(vendorApplications)
    .where(eq(vendorApplications.id, id));
  if (!row) throw notFound('Vendor application');
  // The logo is private until approval (store-logo.ts); an older application's is public.
  const stored =
    kind === 'logo'
      ? ((await app.uploads.private.get(row.logo)) ?? (await app.uploads.public.get(row.logo)))
      : await app.uploads.private.get(row.document);
  if (!stored) throw notFound('File');
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const file = kind === 'logo' ? row.logo : row.document;
  const extension = extname(file).toLowerCase();
  const type = contentTypes[extension] ?? 'application/octet-stream';
  const inline = type.startsWith('image/');
  return reply
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header(
      'Content-Disposition',
      `${inline ? 'inline' : 'attachment'}; filename="application-${id}-${kind}${extension}"`,
    )
    .type(type)
    .send(bytes);
}
