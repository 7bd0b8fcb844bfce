import { Route, Routes } from '@shop/shared-platform/router/react-router';
import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { renderHost } from '../testing/render-host';
import { setupTestI18n } from '../testing/test-i18n';
import { ShellLayout } from './shell-layout';

const server = setupApiServer();
beforeEach(() => setupTestI18n('du'));
afterEach(() => cleanup());

it('renders the page in the shell in the first render, as the server does (no second pass)', () => {
  server.use(apiHandler('GET /v1/categories', () => []));
  renderHost(
    <Routes>
      <Route element={<ShellLayout />}>
        <Route path="*" element={<h1>Seite</h1>} />
      </Route>
    </Routes>,
  );
  // Deferred to a second render, the page would be missing from the server's HTML and the
  // browser's hydration would not match it.
  expect(screen.getByRole('main').textContent).toContain('Seite');
});
