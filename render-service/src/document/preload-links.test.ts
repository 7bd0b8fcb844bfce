import { describe, expect, it } from 'vitest';
import { imagePreloadLinks } from './preload-links';

describe('imagePreloadLinks', () => {
  it('turns the high-priority picture preload React wrote into a Link value', () => {
    const root =
      '<link rel="preload" as="image" href="https://img.example/a.webp?w=600&amp;q=80" fetchPriority="high"/>' +
      '<link rel="preload" as="image" href="https://img.example/b.webp" fetchPriority="auto"/>' +
      '<div><img src="https://img.example/a.webp?w=600&amp;q=80" fetchPriority="high"/></div>';
    expect(imagePreloadLinks(root)).toEqual([
      '<https://img.example/a.webp?w=600&q=80>; rel=preload; as=image; fetchpriority=high',
    ]);
  });

  it('leaves out scripts, pictures of normal priority and responsive sets', () => {
    const root =
      '<link rel="preload" as="script" href="/a.js" fetchPriority="high"/>' +
      '<link rel="preload" as="image" href="/b.png"/>' +
      '<link rel="preload" as="image" imageSrcSet="/c.png 1x" href="/c.png" fetchPriority="high"/>';
    expect(imagePreloadLinks(root)).toEqual([]);
  });

  it('carries at most the first picture, and no address that could break the header', () => {
    const root =
      '<link rel="preload" as="image" href="/a b.png" fetchPriority="high"/>' +
      '<link rel="preload" as="image" href="/x&gt;.png" fetchPriority="high"/>' +
      '<link rel="preload" as="image" href="/first.png" fetchPriority="high"/>' +
      '<link rel="preload" as="image" href="/second.png" fetchPriority="high"/>';
    expect(imagePreloadLinks(root)).toEqual([
      '</first.png>; rel=preload; as=image; fetchpriority=high',
    ]);
  });
});
