// The check that the benchmark measures server-rendered documents, not the static fallback that
// nginx answers when the render service is down or slower than its deadline (the figures of the
// fallback are those of the browser-rendered shop the server rendering replaces).
import { DOCUMENT_STATE_ID, staticFallbackProblems } from './bench-routes.mjs';

/**
 * Asks for each document as the measured browser will (language cookie) until every one answers
 * rendered on the server, for at most `waitMs` (the first renders of a generation are slow);
 * rejects naming each document that still answers the fallback.
 * @param {string} origin
 * @param {Array<{ path: string, language: string }>} documents
 */
export async function expectServerRendered(origin, documents, waitMs = 60_000) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const problems = [];
    for (const { path, language } of documents) {
      const found = await fetchDocument(`${origin}${path}`, language);
      const wrong = staticFallbackProblems(found);
      if (wrong.length) problems.push(`${path} ${language}: ${wrong.join('; ')}`);
    }
    if (problems.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(
        `STATIC FALLBACK, NOT SERVER RENDERING: these documents are not rendered on the server, so the benchmark would measure the static shell (is the render service running with a server build of the host?):\n  ${problems.join('\n  ')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

async function fetchDocument(url, language) {
  try {
    const response = await fetch(url, {
      headers: { cookie: `shop-language=${language}`, accept: 'text/html' },
    });
    const html = await response.text();
    return {
      render: response.headers.get('x-shop-render'),
      serverRendered: html.includes(`id="${DOCUMENT_STATE_ID}"`),
    };
  } catch (error) {
    return { render: `unreachable (${error.message})`, serverRendered: false };
  }
}
