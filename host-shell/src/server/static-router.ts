/**
 * The server render's part of React Router, imported from the library itself, not through the
 * platform's router module: that one is shared with every page in the browser, and these would
 * weigh on the first render there (about 4 KB gzip). In the host's bundle both name the same
 * module, so the static router provides the context the platform's hooks read.
 */
// biome-ignore lint/style/noRestrictedImports: server-only; see above.
export { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
