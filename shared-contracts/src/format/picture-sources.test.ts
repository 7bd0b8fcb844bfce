import { describe, expect, it } from 'vitest';
import { pictureSources } from './picture-sources';

const resolve = (path: string) => `https://cdn.example/${path}`;

describe('pictureSources', () => {
  it('lists every resized width of each format beside the stored picture', () => {
    const sources = pictureSources(
      { image: 'product-images/abc/640.jpg', widths: [160, 320, 640] },
      resolve,
    );
    expect(sources).toEqual({
      avif: 'https://cdn.example/product-images/abc/160.avif 160w, https://cdn.example/product-images/abc/320.avif 320w, https://cdn.example/product-images/abc/640.avif 640w',
      webp: 'https://cdn.example/product-images/abc/160.webp 160w, https://cdn.example/product-images/abc/320.webp 320w, https://cdn.example/product-images/abc/640.webp 640w',
      jpeg: 'https://cdn.example/product-images/abc/160.jpg 160w, https://cdn.example/product-images/abc/320.jpg 320w, https://cdn.example/product-images/abc/640.jpg 640w',
    });
  });

  it('gives nothing for a picture stored once or no picture', () => {
    expect(pictureSources({ image: 'products/1.svg' }, resolve)).toBeNull();
    expect(pictureSources({ image: 'products/1.svg', widths: [] }, resolve)).toBeNull();
    expect(pictureSources(undefined, resolve)).toBeNull();
  });
});
