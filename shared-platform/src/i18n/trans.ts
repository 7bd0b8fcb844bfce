/**
 * react-i18next's `Trans` (a translation with markup, such as a link inside a sentence), apart
 * from `./react` because its parser is about 5 KB gzip that only a few pages need: the host builds
 * it into the file of page-only parts (`page-ui`), not into the first render.
 */
export { Trans } from 'react-i18next';
