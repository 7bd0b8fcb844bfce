import {
  createMemoryRouter,
  Link,
  RouterProvider,
  useLocation,
} from '@shop/shared-platform/router/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusOnNavigation } from './use-focus-on-navigation';

afterEach(() => cleanup());

/** A page whose heading, like a remote page's, appears only once its data is there. */
function SlowPage({ title }: { title: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 20);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>{title}</h1> : <p>…</p>;
}

function Shell() {
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  const { pathname, search } = useLocation();
  return (
    <>
      <button type="button">menu</button>
      <main ref={main}>
        {pathname === '/' ? (
          <>
            <h1>Start</h1>
            <Link to="/product/1">open product</Link>
            <Link to="/?tab=2">other tab</Link>
          </>
        ) : (
          <SlowPage key={pathname + search} title="Product" />
        )}
      </main>
    </>
  );
}

function renderShell() {
  const router = createMemoryRouter([{ path: '*', element: <Shell /> }]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('useFocusOnNavigation', () => {
  it('moves focus lost with the previous page to the new page heading once it shows', async () => {
    renderShell();
    const link = screen.getByRole('link', { name: 'open product' });
    link.focus();
    fireEvent.click(link);
    const heading = await screen.findByRole('heading', { name: 'Product' });
    await act(async () => {});
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves focus the shopper put somewhere that is still there', async () => {
    const router = renderShell();
    const menu = screen.getByRole('button', { name: 'menu' });
    menu.focus();
    await act(() => router.navigate('/product/1'));
    await screen.findByRole('heading', { name: 'Product' });
    expect(document.activeElement).toBe(menu);
  });

  it('does nothing on the first page and when only the query changes', async () => {
    renderShell();
    expect(document.activeElement).toBe(document.body);
    const tab = screen.getByRole('link', { name: 'other tab' });
    tab.focus();
    fireEvent.click(tab);
    await act(async () => {});
    expect(document.activeElement).toBe(tab);
  });
});
