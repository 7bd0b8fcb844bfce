import { resetShopEventMemory } from '@shop/shared-platform/events/event-bus';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireSignIn } from './require-sign-in';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/my-account"
          element={
            <RequireSignIn>
              <p>account content</p>
            </RequireSignIn>
          }
        />
        <Route path="/signin" element={<p>sign-in page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetShopEventMemory();
});

describe('RequireSignIn', () => {
  it('sends a visitor to sign-in', () => {
    renderAt('/my-account');
    expect(screen.getByText('sign-in page')).toBeTruthy();
    expect(screen.queryByText('account content')).toBeNull();
  });

  it('shows the page to a shopper with a stored token', () => {
    localStorage.setItem('token', 'abc');
    renderAt('/my-account');
    expect(screen.getByText('account content')).toBeTruthy();
  });
});
