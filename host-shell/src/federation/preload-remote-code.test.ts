import { describe, expect, it } from 'vitest';
import { isOtherPageChunk } from './preload-remote-code';

const chunk = (name: string) =>
  `http://localhost:3001/static/js/async/__federation_expose_${name}.c2bc677a61.js`;

describe("a page's preload", () => {
  it("leaves out another page's own chunk that the manifest lists with it", () => {
    expect(isOtherPageChunk(chunk('BestSellersPage'), 'StorePage')).toBe(true);
  });

  it("keeps the page's own chunk and the shared ones", () => {
    expect(isOtherPageChunk(chunk('StorePage'), 'StorePage')).toBe(false);
    expect(isOtherPageChunk('http://localhost:3001/static/js/async/412.5a1b.js', 'StorePage')).toBe(
      false,
    );
    expect(isOtherPageChunk('http://localhost:3001/static/css/async/store.css', 'StorePage')).toBe(
      false,
    );
  });
});
