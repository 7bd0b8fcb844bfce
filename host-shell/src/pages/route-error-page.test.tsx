import { createMemoryRouter, RouterProvider } from '@shop/shared-platform/router/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../testing/test-i18n';
import { RouteErrorPage } from './route-error-page';

function Broken(): never {
  throw new Error('boom');
}

function visitBroken() {
  const router = createMemoryRouter([
    { path: '/', element: <Broken />, errorElement: <RouteErrorPage /> },
  ]);
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  // React reports the caught render error; that is the point of this test.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('shows the translated router error page', async () => {
  await setupTestI18n('du');
  visitBroken();
  expect(screen.getByRole('alert').textContent).toContain('Unerwarteter Anwendungsfehler!');
});

it('uses the original English text in English', async () => {
  await setupTestI18n('en');
  visitBroken();
  expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
});
