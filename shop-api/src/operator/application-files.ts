import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
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
 * Sends an application's logo or identity document to the operator: read from where
 * `save-application.ts` stored it (the document in the private folder, never served), never
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
  const [root, path] =
    kind === 'logo' ? [app.config.storageDir, row.logo] : [app.config.privateDir, row.document];
  const file = normalize(join(root, path));
  // Paths come from the database, written by the server; still never leave the folder.
  if (!file.startsWith(normalize(root) + sep)) throw notFound('File');
  const bytes = await readFile(file).catch(() => null);
  if (!bytes) throw notFound('File');
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
