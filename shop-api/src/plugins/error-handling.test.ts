import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { registerErrorHandling } from './error-handling';

async function appThrowing(error: unknown) {
  const app = Fastify();
  registerErrorHandling(app);
  app.get('/boom', async () => {
    throw error;
  });
  await app.ready();
  return app;
}

const withCode = (code: string) => Object.assign(new Error('db said no'), { code });

describe('error envelope', () => {
  it('passes ApiError status, message and field errors through', async () => {
    const app = await appThrowing(new ApiError(422, 'Bad', { name: ['Bad'] }));
    const response = await app.inject('/boom');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: false, message: 'Bad', errors: { name: ['Bad'] } });
  });

  it("sends Retry-After with every 429: the limiter's wait, else a minute for any other 429", async () => {
    const limited = await (
      await appThrowing(new ApiError(429, 'Too many', undefined, { retryAfter: 90.2 }))
    ).inject('/boom');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('91');
    const plugin = Object.assign(new Error('Rate limit exceeded'), { statusCode: 429 });
    const other = await (await appThrowing(plugin)).inject('/boom');
    expect(other.statusCode).toBe(429);
    expect(other.headers['retry-after']).toBe('60');
    const busy = await (
      await appThrowing(new ApiError(503, 'Busy', undefined, { retryAfter: 2 }))
    ).inject('/boom');
    expect(busy.headers['retry-after']).toBe('2');
  });

  it('sends the machine codes of field errors beside their texts', async () => {
    const error = new ApiError(
      422,
      'Bad phone',
      { phone: ['Bad phone'] },
      { codes: { phone: 'phone_invalid' } },
    );
    const response = await (await appThrowing(error)).inject('/boom');
    expect(response.json()).toEqual({
      status: false,
      message: 'Bad phone',
      errors: { phone: ['Bad phone'] },
      codes: { phone: 'phone_invalid' },
    });
  });

  it('turns lost database races into 409, also when wrapped', async () => {
    for (const error of [
      withCode('23505'),
      withCode('40P01'),
      new Error('wrapped', { cause: withCode('40001') }),
    ]) {
      const response = await (await appThrowing(error)).inject('/boom');
      expect(response.statusCode).toBe(409);
      expect(response.json().status).toBe(false);
    }
  });

  it('answers 422 to text the database cannot store (NUL, bad encoding, out of range)', async () => {
    for (const error of [
      withCode('22021'),
      withCode('22P05'),
      new Error('wrapped', { cause: withCode('22P02') }),
    ]) {
      const response = await (await appThrowing(error)).inject('/boom');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        status: false,
        errors: { input: expect.any(Array) },
      });
    }
  });

  it('hides everything about other failures', async () => {
    const response = await (await appThrowing(new Error('password=secret at db.ts:12'))).inject(
      '/boom',
    );
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
  });

  it('answers 503 with Retry-After when the database connection is lost or refused, 500 otherwise', async () => {
    const lost = [
      withCode('57P01'),
      withCode('08006'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('Failed query: select 1'), { cause: withCode('57P03') }),
    ];
    for (const error of lost) {
      const response = await (await appThrowing(error)).inject('/boom');
      expect(response.statusCode, String(error)).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
    }
    const broken = await (await appThrowing(new Error('bug'))).inject('/boom');
    expect(broken.statusCode).toBe(500);
  });
});
