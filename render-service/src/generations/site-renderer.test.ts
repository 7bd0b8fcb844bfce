import { afterEach, beforeEach, expect, it } from 'vitest';
import { type FakeOrigins, startFakeOrigins, testSettings } from '../../test/fake-origins';
import { createService, type RenderService } from '../server/create-service';

let origins: FakeOrigins;
let service: RenderService;

beforeEach(async () => {
  origins = await startFakeOrigins();
  service = await createService(testSettings(origins.configUrl), { logger: false });
  await service.start();
});
afterEach(async () => {
  await service.stop();
  await origins.close();
});

const versionIn = (body: string) => /catalog (\S+) in/.exec(body)?.[1];

it('switches to a new generation when a remote is redeployed, failing no request', async () => {
  const get = () => service.app.inject({ method: 'GET', url: '/store' });
  expect(versionIn((await get()).body)).toBe('1.0.0');
  const generation = (await service.app.inject({ method: 'GET', url: '/readyz' })).json();

  // The fake build keeps the version it read in module state, as the federation runtime keeps a
  // remote's code: only fresh workers can show 2.0.0.
  origins.deployCatalog('2.0.0');
  const seen: string[] = [];
  const deadline = Date.now() + 25_000;
  while (!seen.includes('2.0.0') || seen.at(-1) !== '2.0.0') {
    expect(Date.now()).toBeLessThan(deadline);
    const answers = await Promise.all([get(), get(), get()]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-shop-render']).toBe('server');
      seen.push(versionIn(answer.body) ?? 'none');
    }
  }
  // Once switched, never back to the old generation.
  expect(seen.slice(seen.indexOf('2.0.0'))).not.toContain('1.0.0');
  const next = (await service.app.inject({ method: 'GET', url: '/readyz' })).json();
  expect(next.generation).not.toBe(generation.generation);
});

it('replaces a generation whose workers kept a failure of the moment, with the same versions', async () => {
  await service.stop();
  // The catalog's server build fails while the generation starts: its workers keep the failure.
  origins.breakCatalog(true);
  service = await createService(testSettings(origins.configUrl), { logger: false });
  await service.start();
  const get = () => service.app.inject({ method: 'GET', url: '/store' });
  expect((await get()).headers['x-shop-render']).not.toBe('server');
  const cold = (await service.app.inject({ method: 'GET', url: '/readyz' })).json();

  // Nothing is redeployed: fresh workers for the same versions render again.
  origins.breakCatalog(false);
  await expect
    .poll(async () => (await get()).headers['x-shop-render'], { timeout: 25_000, interval: 200 })
    .toBe('server');
  expect(versionIn((await get()).body)).toBe('1.0.0');
  const warm = (await service.app.inject({ method: 'GET', url: '/readyz' })).json();
  expect(warm.generation).toBe(cold.generation);
});
