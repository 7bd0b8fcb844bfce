// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { preloadAlert } from './lazy-alert';
import { failureAlert } from './lazy-alert.fixture';

/** Whether the HTML starts with React's marker of a Suspense boundary (`<!--$-->`, `<!--$?-->`). */
const inBoundary = (html: string) => /^<!--\$[?!]?-->/.test(html);

// The render service renders for many pages in one process: the alert's file is there after its
// first use. The browser that hydrates a page may not have it yet and renders the alert inside a
// Suspense boundary. The server's markup must have that boundary either way, or hydration fails.
it('renders the alert inside a Suspense boundary before and after its file has arrived', async () => {
  const before = renderToString(failureAlert());
  await preloadAlert();
  const after = renderToString(failureAlert());
  expect(inBoundary(before)).toBe(true);
  expect(inBoundary(after)).toBe(true);
  expect(after).toContain('The page could not be loaded.');
});
