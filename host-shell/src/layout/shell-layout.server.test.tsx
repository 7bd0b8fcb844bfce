// @vitest-environment node
import { categoriesKey } from '@shop/shared-contracts/query/query-keys';
import { setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderPageOnServer } from '@shop/shared-tooling/testing/render-page-on-server';
import { expect, it } from 'vitest';
import du from '../../public/locales/du/translation.json';
import { ShellLayout } from './shell-layout';

// A node environment: no `window`, as in the render service. The shell's first render in the
// browser holds the page back for a moment (a deferred render); the server's must not: the page
// and the footer are in the HTML, inside <main> and after it.
setupApiServer();

it('renders header, the page in <main> and the footer on the server', async () => {
  const page = await renderPageOnServer(<h1>Seite</h1>, {
    url: '/',
    path: '/',
    layout: <ShellLayout />,
    language: 'du',
    namespaces: ['translation'],
    data: [{ queryKey: categoriesKey, data: [] }],
  });
  expect(page.html).toMatch(/<main[^>]*>(?:(?!<\/main>)[\s\S])*<h1>Seite<\/h1>/);
  expect(page.text).toContain(du.header.skipToContent);
  expect(page.html).toMatch(/<\/main>[\s\S]*<footer/);
});
