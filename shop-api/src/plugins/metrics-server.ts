import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, type Registry } from 'prom-client';

/**
 * A tiny HTTP listener for Prometheus on `METRICS_HOST:METRICS_PORT`, started when the API
 * listens (tests that only inject start none). It is separate from the API's port so the public
 * proxy can never expose it. A port already taken is logged; the API keeps serving.
 */
export function startMetricsServer(
  app: FastifyInstance,
  registry: Registry,
  markListening: (address: string | null) => void,
): void {
  const { metricsPort, metricsHost } = app.config;
  if (metricsPort === 0) {
    markListening(null);
    return;
  }
  let started = false;
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics collection failed');
        response.writeHead(500).end();
      },
    );
  });
  app.addHook('onListen', (done) => {
    // A host name with several addresses (`localhost`) runs this hook once per address.
    if (server.listening || started) return done();
    started = true;
    collectDefaultMetrics({ register: registry });
    server.once('error', (error) => {
      app.log.error({ err: error }, `metrics listener on ${metricsHost}:${metricsPort} failed`);
      markListening(null);
    });
    server.listen(metricsPort, metricsHost, () => {
      const { address, port, family } = server.address() as AddressInfo;
      const host = family === 'IPv6' ? `[${address}]` : address;
      app.log.info(`metrics at http://${host}:${port}/metrics`);
      markListening(`${host}:${port}`);
    });
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    if (!server.listening) return done();
    server.close(() => done());
    server.closeAllConnections();
  });
}
