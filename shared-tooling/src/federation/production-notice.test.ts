// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RsbuildPluginAPI } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { pluginProductionNotice, productionNoticeHtml } from './production-notice';

describe('the production notice of a remote', () => {
  it('names the remote, links its manifest and says how to run it alone', () => {
    const html = productionNoticeHtml('catalog');
    expect(html).toContain('<title>Shop – mfe-catalog</title>');
    expect(html).toContain('href="mf-manifest.json"');
    expect(html).toContain('pnpm --filter @shop/mfe-catalog dev');
    expect(html).not.toContain('<script');
  });

  it("is written as each environment's index.html after the build", () => {
    const distPath = mkdtempSync(join(tmpdir(), 'notice-'));
    let afterBuild: ((context: unknown) => void) | undefined;
    pluginProductionNotice('auth').setup({
      onAfterBuild: (callback: (context: unknown) => void) => {
        afterBuild = callback;
      },
    } as unknown as RsbuildPluginAPI);
    afterBuild?.({ environments: { web: { distPath } } });
    expect(readFileSync(join(distPath, 'index.html'), 'utf8')).toBe(productionNoticeHtml('auth'));
  });
});
