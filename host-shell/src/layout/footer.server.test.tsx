// @vitest-environment node
import {
  missingTexts,
  renderPageOnServer,
} from '@shop/shared-tooling/testing/render-page-on-server';
import { describe, expect, it } from 'vitest';
import ar from '../../public/locales/ar/translation.json';
import du from '../../public/locales/du/translation.json';
import { LazyFooter } from '../footer/lazy-footer';

// A node environment: no `window`, as in the render service. The footer's own file loads on
// demand; the server waits for it and renders its links.
const TEXTS = { du, ar } as const;

describe.each(['du', 'ar'] as const)('the footer on the server in %s', (language) => {
  it('renders its columns and links', async () => {
    const { footer } = TEXTS[language];
    const page = await renderPageOnServer(<LazyFooter />, {
      url: '/',
      language,
      namespaces: ['translation'],
    });
    expect(
      missingTexts(page, [footer.services, footer.store, footer.legal, footer.privacy]),
    ).toEqual([]);
    expect(page.text).toContain(String(new Date().getUTCFullYear()));
    expect(page.html).toContain('href="/terms"');
  });
});
