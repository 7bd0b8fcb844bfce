import { Route, Routes } from '@shop/shared-platform/router/react-router';
import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { renderHost } from '../testing/render-host';
import { setupTestI18n } from '../testing/test-i18n';
import { ShellLayout } from './shell-layout';

// The banner asks for the configured free-delivery threshold.
const server = setupApiServer(
  apiHandler('GET /v1/shop-settings', () => ({ free_shipping_threshold: 100 })),
);
beforeEach(() => setupTestI18n('du'));
afterEach(() => cleanup());

it('commits the page into the shell after the shell itself: two shorter tasks, not one', async () => {
  server.use(apiHandler('GET /v1/categories', () => []));
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((batch) => records.push(...batch));
  observer.observe(document.body, { childList: true, subtree: true });
  renderHost(
    <Routes>
      <Route element={<ShellLayout />}>
        <Route path="*" element={<h1>Seite</h1>} />
      </Route>
    </Routes>,
  );
  await screen.findByRole('heading', { name: 'Seite' });
  records.push(...observer.takeRecords());
  observer.disconnect();
  // Committed with the shell, the page would have come inside the shell's new tree; committed
  // after it, it is added to the shell's <main>, already in the document.
  const main = document.querySelector('main');
  const pageAddedToMain = records.some(
    (record) =>
      record.target === main && [...record.addedNodes].some((node) => node.textContent === 'Seite'),
  );
  expect(pageAddedToMain).toBe(true);
});
