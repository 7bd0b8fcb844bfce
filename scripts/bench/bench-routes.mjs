// The routes and languages the benchmark measures, and what each measured page must show, so a
// figure is never that of a sign-in redirect or of the wrong language.

/**
 * `remote`: the `data-remote` of the page's root element; `signedIn`: measured with the bench
 * shopper's session; `marker`: an element only the intended state shows (the cart's items, the
 * checkout's items: a cart left empty would send the checkout back to the store).
 * `/product/{id}` is measured on a seeded product with images.
 */
export const ROUTES = [
  { label: '/', remote: 'catalog' },
  { label: '/store', remote: 'catalog' },
  { label: '/product/{id}', remote: 'product' },
  { label: '/card', remote: 'cartCheckout', signedIn: true, marker: '[data-testid="cart-item"]' },
  {
    label: '/checkout',
    remote: 'cartCheckout',
    signedIn: true,
    marker: '[data-testid="checkout-item"]',
  },
  { label: '/my-account', remote: 'account', signedIn: true },
  { label: '/signin', remote: 'auth' },
];

/** The shop's languages as stored (`du`, `ar`) and as `<html lang>` tags them. */
export const LANGUAGES = { du: 'de', ar: 'ar' };

/** The path a route is measured at. */
export const pathOf = (route, productId) => route.label.replace('{id}', String(productId ?? ''));

/** The element a server-rendered document carries (host-shell/src/app/document-state.ts). */
export const DOCUMENT_STATE_ID = 'shop-document-state';

/**
 * Runs in the measured page (serialised by Lighthouse: no outside references): where it ended,
 * its language and direction, the remotes on it, whether `marker` is there and whether the
 * document was rendered on the server (its state element; the static fallback has none).
 */
export function readPageState(marker) {
  return {
    path: location.pathname,
    serverRendered: document.getElementById('shop-document-state') !== null,
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    remotes: [...document.querySelectorAll('main [data-remote]')].map(
      (element) => element.getAttribute('data-remote') ?? '',
    ),
    hasMarker: marker ? document.querySelector(marker) !== null : true,
  };
}

/**
 * What is wrong with a measured page's state for `route` in `language` (empty when it is the
 * intended page), e.g. a signed-in route that ended on the sign-in page.
 * @param {ReturnType<typeof readPageState> | undefined} state
 * @returns {string[]}
 */
export function pageStateProblems(state, route, path, language) {
  if (!state) return ['the page state was not recorded'];
  const problems = [];
  if (state.path !== path) problems.push(`ended on ${state.path} instead of ${path}`);
  const lang = LANGUAGES[language];
  if (state.lang !== lang) problems.push(`<html lang="${state.lang}"> instead of "${lang}"`);
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  if (state.dir !== dir) problems.push(`<html dir="${state.dir}"> instead of "${dir}"`);
  if (!state.remotes.includes(route.remote))
    problems.push(`no ${route.remote} page (remotes: ${state.remotes.join(', ') || 'none'})`);
  if (!state.hasMarker) problems.push(`${route.marker} missing`);
  problems.push(...staticFallbackProblems(state));
  return problems;
}

/**
 * Why a document is not a server-rendered one (empty when it is): the render service's answer
 * header and the document's state element. Either missing means the static fallback was measured.
 * @param {{ render?: string | null, serverRendered?: boolean }} document
 * @returns {string[]}
 */
export function staticFallbackProblems({ render, serverRendered }) {
  const problems = [];
  if (render !== 'server') problems.push(`X-Shop-Render: ${render ?? '(none)'} instead of server`);
  if (!serverRendered) problems.push(`no <script id="${DOCUMENT_STATE_ID}">`);
  return problems;
}

/**
 * The `X-Shop-Render` header of the measured document, from Lighthouse's DevTools log (the last
 * document answer at `url`'s path, after any redirect), or null when it had none.
 * @param {Array<{ method: string, params: any }>} devtoolsLog
 */
export function documentRenderHeader(devtoolsLog, url) {
  const { origin, pathname } = new URL(url);
  const answers = (devtoolsLog ?? []).filter(
    ({ method, params }) =>
      method === 'Network.responseReceived' &&
      params.type === 'Document' &&
      new URL(params.response.url).origin === origin &&
      new URL(params.response.url).pathname === pathname,
  );
  const headers = answers.at(-1)?.params.response.headers ?? {};
  const name = Object.keys(headers).find((key) => key.toLowerCase() === 'x-shop-render');
  return name ? headers[name] : null;
}
