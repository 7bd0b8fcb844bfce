import type { FastifyInstance } from 'fastify';

/**
 * A form the browser sent itself, before the app's script ran (a slow download): the sign-in,
 * sign-up and password forms say `method="post"` so the password never lands in the address,
 * the history or an access log. Documents are read-only: the answer is the page again (303),
 * and the body is thrown away unread.
 */
export function registerFormPosts(app: FastifyInstance): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { bodyLimit: 64 * 1024 }, (_request, payload, done) => {
      payload.resume();
      payload.on('end', () => done(null, undefined));
      payload.on('error', done);
    });
    scope.post('/*', async (request, reply) =>
      reply.code(303).header('Cache-Control', 'no-store').header('Location', request.url).send(),
    );
  });
}
