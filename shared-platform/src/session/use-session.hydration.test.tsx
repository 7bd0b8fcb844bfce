import { act, Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { reloadSessionFromStorage } from './session';
import { useSession } from './use-session';

function Reader() {
  const { status } = useSession();
  return <p>{status}</p>;
}

afterEach(() => {
  localStorage.clear();
  reloadSessionFromStorage();
  document.body.innerHTML = '';
});

/** How often React renders a reader of the session while and after it hydrates the server's. */
async function rendersWhileHydrating(): Promise<{ renders: number; text: string }> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Reader />);
  document.body.append(container);
  let renders = 0;
  const root = await act(async () =>
    hydrateRoot(
      container,
      <Profiler id="reader" onRender={() => (renders += 1)}>
        <Reader />
      </Profiler>,
    ),
  );
  await act(async () => {});
  const text = container.textContent ?? '';
  root.unmount();
  return { renders, text };
}

describe('the session while a page hydrates', () => {
  it("renders a visitor's page once: the browser's session is the server's, nothing to redo", async () => {
    reloadSessionFromStorage();
    expect(await rendersWhileHydrating()).toEqual({ renders: 1, text: 'signed-out' });
  });

  it("shows a stored session's check right after hydrating the server's signed-out markup", async () => {
    localStorage.setItem('token', 'stored');
    reloadSessionFromStorage();
    expect(await rendersWhileHydrating()).toEqual({ renders: 2, text: 'checking' });
  });
});
