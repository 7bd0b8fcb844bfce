// @vitest-environment node
import {
  missingTexts,
  renderPageOnServer,
} from '@shop/shared-tooling/testing/render-page-on-server';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import ar from '../../public/locales/ar/translation.json';
import du from '../../public/locales/du/translation.json';
import { NotFoundPage } from './not-found-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

// A node environment: no `window`, as in the render service. The host's own pages arrive whole.
const TEXTS = { du, ar } as const;
const PAGES: [string, ReactNode, string, (t: typeof du) => string[]][] = [
  ['not-found', <NotFoundPage key="404" />, '/nowhere', (t) => [t.notFound.title, t.notFound.home]],
  ['terms', <TermsPage key="terms" />, '/terms', (t) => [t.terms.title, t.terms.p5]],
  ['privacy', <PrivacyPage key="privacy" />, '/privacy', (t) => [t.privacy.title]],
];

describe.each(['du', 'ar'] as const)("the host's pages on the server in %s", (language) => {
  it.each(PAGES)('renders the %s page', async (_name, page, url, texts) => {
    const rendered = await renderPageOnServer(page, { url, language, namespaces: ['translation'] });
    expect(missingTexts(rendered, texts(TEXTS[language]))).toEqual([]);
  });
});
