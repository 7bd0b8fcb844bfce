/**
 * The host's server build (`dist/server/index.js`), which the render service loads in its
 * workers. Async boundary, as in the browser's entry: the federation runtime negotiates the shared
 * singletons before `./render-page` pulls React and the platform in.
 */
import type { RenderRequest, RenderResult } from '@shop/shared-contracts/render/render-contract';

export async function render(request: RenderRequest): Promise<RenderResult> {
  const { renderPage } = await import('./render-page');
  return renderPage(request);
}
