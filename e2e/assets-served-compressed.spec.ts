import { REMOTE_ORIGINS } from './fixtures/shop';
import { expect, test } from './fixtures/test';

test("the host's and a remote's scripts are served precompressed, brotli first, and cached for good", async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const hostEntry = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
  expect(hostEntry).toBeTruthy();
  const manifest = await (await request.get(`${REMOTE_ORIGINS.catalog}/mf-manifest.json`)).json();
  const remoteEntry = `${REMOTE_ORIGINS.catalog}/${manifest.metaData.remoteEntry.name}`;

  for (const url of [String(hostEntry), remoteEntry]) {
    const brotli = await request.get(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(brotli.headers()['content-encoding'], url).toBe('br');
    expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // nginx's remotes also vary by Origin (their CORS answer depends on it).
    expect(brotli.headers().vary).toMatch(/^Accept-Encoding(, Origin)?$/);
    const gzip = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding'], url).toBe('gzip');
    // Decompressed, both are the same script.
    expect(await brotli.text()).toBe(await gzip.text());
  }
});
