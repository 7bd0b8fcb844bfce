import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

const s3 = { UPLOADS_STORE: 's3', S3_BUCKET: 'shop-uploads', S3_ENDPOINT: 'http://minio:9000' };
const production = { NODE_ENV: 'production' };

describe('the uploads settings', () => {
  it('keep files on disk unless told otherwise', () => {
    const config = loadConfig({});
    expect(config.uploadsStore).toBe('disk');
    expect(config.s3).toBeNull();
    expect(config.uploadsSweepIntervalMinutes).toBe(60);
  });

  it("use s3rver's keys outside production only, and never its secret in production", () => {
    expect(loadConfig(s3).s3).toMatchObject({
      bucket: 'shop-uploads',
      endpoint: 'http://minio:9000',
      accessKeyId: 'S3RVER',
      forcePathStyle: true,
    });
    expect(() => loadConfig({ ...s3, ...production })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() =>
      loadConfig({ ...s3, ...production, S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'S3RVER' }),
    ).toThrow(/development default/);
    const real = {
      ...s3,
      ...production,
      S3_ACCESS_KEY_ID: 'shop',
      S3_SECRET_ACCESS_KEY: 'long-secret',
    };
    expect(loadConfig(real).s3?.secretAccessKey).toBe('long-secret');
  });

  it('refuse a missing bucket, an unknown store and a sweep limit under five minutes', () => {
    expect(() => loadConfig({ UPLOADS_STORE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ UPLOADS_STORE: 'ftp' })).toThrow(/UPLOADS_STORE/);
    expect(() => loadConfig({ UPLOADS_ORPHAN_AFTER_MINUTES: '1' })).toThrow(
      /UPLOADS_ORPHAN_AFTER_MINUTES/,
    );
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });
});
