import type { EmotionCache } from '@emotion/cache';

type CriticalChunks = { styles: { key: string; ids: string[] }[] };

/**
 * The ids of the page's styles that no element wears because a styled component composed them
 * into another's class (MUI's `IconButton` root into `ButtonBase`'s: one class with both). The
 * critical CSS leaves them out, so the browser's emotion cache did not know them and inserted
 * every one while the hydration committed (about 70 rules on `/signin`, 80 on `/`, for classes no
 * element has). Only ids whose styles are contained in an emitted class's are named, so a style
 * that merely did not reach the HTML (a Suspense fallback's) is still inserted when it is used.
 */
export function composedStyleIds(cache: EmotionCache, chunks: CriticalChunks): string[] {
  const emitted = new Set(chunks.styles.flatMap(({ ids }) => ids));
  const emittedStyles = [...emitted]
    .map((id) => cache.registered[`${cache.key}-${id}`])
    .filter((style): style is string => typeof style === 'string');
  return Object.keys(cache.inserted).filter((id) => {
    const style = cache.registered[`${cache.key}-${id}`];
    if (emitted.has(id) || typeof style !== 'string' || style === '') return false;
    return emittedStyles.some((composed) => composed !== style && composed.includes(style));
  });
}

/**
 * An empty <style> whose `data-emotion` names `ids`: emotion's browser cache marks the ids of
 * every server-rendered <style> of its key as inserted, so it inserts none of them again.
 */
export function composedStylesTag(cache: EmotionCache, ids: readonly string[]): string {
  if (ids.length === 0) return '';
  const nonce = cache.nonce === undefined ? '' : ` nonce="${cache.nonce}"`;
  return `<style data-emotion="${cache.key} ${ids.join(' ')}"${nonce}></style>`;
}
