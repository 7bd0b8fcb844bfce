import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * The whole page as one string, once everything has rendered, lazy parts included (`prerender`
 * waits for all of it, so the HTML needs none of React's inline streaming scripts, which the
 * page's Content-Security-Policy would refuse): emotion's critical CSS is extracted from the
 * finished HTML (it cannot follow a stream), and a document is cached whole anyway. Gives up
 * after `deadlineMs` (the render service then answers the static shell).
 */
export async function renderToHtml(element: ReactNode, deadlineMs: number): Promise<string> {
  const deadline = AbortSignal.timeout(deadlineMs);
  let failed: unknown;
  const { prelude } = await prerenderToNodeStream(element, {
    signal: deadline,
    // React outlines a large Suspense boundary's content and reveals it with an inline script;
    // the whole page is one answer here, so everything stays in place and no script is needed.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // An error inside a Suspense boundary would leave its fallback in the HTML, which the
    // browser then renders on its own: better the whole shell, so a page never half-hydrates.
    onError: (error) => {
      failed ??= error;
    },
  });
  if (failed) throw failed;
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
