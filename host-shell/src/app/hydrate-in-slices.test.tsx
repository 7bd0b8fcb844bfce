import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateInSlices } from './hydrate-in-slices';

const PARTS = 30;
let rendered = 0;

/** A part of the page that costs about 2 ms to render, as a product card does on a slow phone. */
function Part({ index }: { index: number }) {
  rendered += 1;
  const until = performance.now() + 2;
  while (performance.now() < until) {
    // Busy, like a component's render on a slow CPU.
  }
  return <li>part {index}</li>;
}

function Page({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, []);
  return (
    <ul>
      {Array.from({ length: PARTS }, (_, index) => (
        <Part key={index} index={index} />
      ))}
    </ul>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('hydrateInSlices', () => {
  it('hydrates the page in several tasks, letting other tasks run between its parts', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page onHydrated={() => {}} />);
    document.body.append(container);
    const serverItem = container.querySelector('li');
    rendered = 0;
    // What other tasks (a press, a paint) see of the hydration while it runs.
    const seen: number[] = [];
    let hydrated = false;
    const watch = () => {
      seen.push(rendered);
      if (!hydrated) setTimeout(watch, 0);
    };
    setTimeout(watch, 0);
    const done = new Promise<void>((resolve) => {
      hydrateInSlices(
        container,
        <Page
          onHydrated={() => {
            hydrated = true;
            resolve();
          }}
        />,
      );
    });
    await done;
    expect(rendered).toBe(PARTS);
    // Tasks ran while only some parts were hydrated: the work was split, not one long task.
    expect(seen.some((count) => count > 0 && count < PARTS)).toBe(true);
    // Hydrated, not rendered anew: the server's nodes stay.
    expect(container.querySelector('li')).toBe(serverItem);
  });
});
