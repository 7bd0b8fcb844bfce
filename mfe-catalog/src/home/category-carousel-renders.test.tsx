import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { CategoryCarousel } from './category-carousel';
import type { CategoryTile } from './flatten-categories';

// Counts the tiles' links as they are built.
const linkRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@shop/shared-platform/router/react-router', async (importOriginal) => {
  const original =
    await importOriginal<typeof import('@shop/shared-platform/router/react-router')>();
  return {
    ...original,
    Link: (props: Parameters<typeof original.Link>[0]) => {
      linkRenders.count += 1;
      return <original.Link {...props} />;
    },
  };
});

const tiles: CategoryTile[] = [1, 2, 3].map((id) => ({
  id,
  name_german: `Kategorie ${id}`,
  name_arabic: `فئة ${id}`,
  image: null,
}));

let renderAgain: () => void = () => {};
function Carousel() {
  const [, setRound] = useState(0);
  renderAgain = () => setRound((round) => round + 1);
  return <CategoryCarousel tiles={tiles} />;
}

it('keeps its slides when it renders again for the same tiles (Embla, dots, buttons)', async () => {
  await renderRemotePage(<Carousel />, { language: 'du', namespaces: ['catalog'] });
  expect(await screen.findAllByRole('link')).toHaveLength(3);
  const built = linkRenders.count;
  act(() => renderAgain());
  expect(screen.getAllByRole('link')).toHaveLength(3);
  expect(linkRenders.count).toBe(built);
});
