import type { FastifyInstance } from 'fastify';
import type { Uploads } from '../uploads/object-store';
import { openUploads } from '../uploads/open-uploads';
import { publishSeedPictures } from '../uploads/seed-pictures';
import { startSweepTimer } from '../uploads/sweep-timer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured store of uploaded files (src/uploads/object-store.ts). */
    uploads: Uploads;
  }
}

// Seed pictures are SVG: forbid scripts should anyone open one directly.
const PICTURE_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * Public files under /storage/, from the configured store (disk or S3), cached for a year: names
 * change when content does (uploads get new random names, seed pictures name their content).
 * A miss is not cached, so a file that appears later (a replica that was behind) is seen.
 * Private files are in another area that no route reads.
 */
export async function registerStorage(app: FastifyInstance): Promise<void> {
  const uploads = openUploads(app.config);
  app.decorate('uploads', uploads);
  if (app.config.seedDemo && uploads.public.kind === 's3') {
    await publishSeedPictures(uploads.public);
  }
  const stopSweeps = startSweepTimer(app);
  app.addHook('onClose', async () => {
    stopSweeps();
    uploads.close();
  });

  app.get<{ Params: { '*': string } }>(
    '/storage/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const object = await uploads.public.get(request.params['*']);
      if (!object) {
        reply.header('cache-control', 'no-store');
        return reply.status(404).send({ status: false, message: 'File not found.' });
      }
      return reply
        .headers({
          'content-type': object.contentType,
          'content-length': object.length,
          'cache-control': 'public, max-age=31536000, immutable',
          'content-security-policy': PICTURE_POLICY,
          'x-content-type-options': 'nosniff',
          'cross-origin-resource-policy': 'cross-origin',
        })
        .send(object.body);
    },
  );
}
