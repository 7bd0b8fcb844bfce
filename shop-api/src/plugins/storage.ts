import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Public images under /storage/, cached for a year: file names change when content does. */
export async function registerStorage(app: FastifyInstance, storageDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: storageDir,
    prefix: '/storage/',
    maxAge: '365d',
    immutable: true,
    dotfiles: 'deny',
    index: false,
    list: false,
    decorateReply: false,
    setHeaders: (res) => {
      // Seed pictures are SVG: forbid scripts should anyone open one directly.
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
}
