import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { captureLogs } from './support/log-capture';
import { createTestApp, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the metrics listener', () => {
  it('is not started with METRICS_PORT=0', async () => {
    const app = await buildApp({
      database: ctx.database,
      config: { ...ctx.config, metricsPort: 0 },
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      expect(await app.metrics.listening).toBeNull();
    } finally {
      await app.close();
    }
  });

  it('logs a taken port as an error while the API keeps answering', async () => {
    const squatter = createServer();
    await new Promise<void>((ready) => squatter.listen(0, '127.0.0.1', ready));
    const address = squatter.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const logs = captureLogs();
    const app = await buildApp({
      database: ctx.database,
      config: { ...ctx.config, metricsPort: address.port },
      logger: { stream: logs.stream },
    });
    try {
      const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
      expect(await app.metrics.listening).toBeNull();
      expect(logs.parsed()).toContainEqual(
        expect.objectContaining({
          level: 50,
          msg: `metrics listener on 127.0.0.1:${address.port} failed`,
        }),
      );
      expect((await fetch(`${apiUrl}/health`)).status).toBe(200);
    } finally {
      await app.close();
      await new Promise((closed) => squatter.close(closed));
    }
  });
});
