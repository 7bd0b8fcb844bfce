import type { WalletTransaction } from '@shop/shared-contracts/api/entities';
import { apiError, apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ar from '../../public/locales/ar/account.json';
import du from '../../public/locales/du/account.json';
import { testUser } from '../shared/test-data';
import WalletPanel from './wallet-panel';

const server = setupApiServer();
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const entry = (
  id: number,
  type: WalletTransaction['type'],
  amount: number,
  at: string,
  reference: string | null = null,
): WalletTransaction => ({
  id,
  type,
  amount,
  reference,
  description: `Order ${reference} cancelled`,
  created_at: at,
});
const transactions = [entry(1, 'deposit', 30, daysAgo(0)), entry(2, 'order', 12.5, daysAgo(400))];
const open = (language: 'du' | 'ar' = 'du') =>
  renderRemotePage(<WalletPanel />, {
    route: '/my-account?tab=wallet',
    path: '/my-account',
    language,
    namespaces: ['account'],
    session: { user: testUser },
  });

describe('my wallet', () => {
  it('shows the balance in euro, signed amounts and filters by type', async () => {
    server.use(
      apiHandler('GET /v1/wallet', () => ({ balance: 50 })),
      apiHandler('GET /v1/get-wallet-transactions', () => transactions),
    );
    await open();
    expect(await screen.findByText(/^50,00\s€$/)).toBeTruthy();
    const list = screen.getByRole('list', { name: du.wallet.transactions });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([expect.stringMatching(/\+30,00\s€/), expect.stringMatching(/−12,50\s€/)]);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: du.wallet.typeFilter }));
    fireEvent.click(await screen.findByRole('option', { name: du.wallet.types.withdraw }));
    expect(await screen.findByText(du.wallet.emptyFiltered)).toBeTruthy();
  });

  it("describes entries in the shopper's language from their type and reference", async () => {
    server.use(
      apiHandler('GET /v1/wallet', () => ({ balance: 100 })),
      apiHandler('GET /v1/get-wallet-transactions', () => [
        entry(3, 'refund', 20, daysAgo(0), 'ORD-20261127-000003'),
        entry(2, 'order', 20, daysAgo(1), 'ORD-20261127-000003'),
        entry(1, 'deposit', 100, daysAgo(2), 'opening-credit'),
      ]),
    );
    await open('ar');
    const list = await screen.findByRole('list', { name: ar.wallet.transactions });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent ?? '');
    expect(rows[0]).toContain('استرداد للطلب ORD-20261127-000003');
    expect(rows[0]).toMatch(/\+/);
    expect(rows[1]).toContain('الطلب ORD-20261127-000003');
    expect(rows[2]).toContain(ar.wallet.entry.opening);
    expect(rows.join(' ')).not.toMatch(/Order|cancelled|\{\{/);
  });

  it('says when there are no transactions at all', async () => {
    server.use(
      apiHandler('GET /v1/wallet', () => ({ balance: 0 })),
      apiHandler('GET /v1/get-wallet-transactions', () => []),
    );
    await open('ar');
    expect(await screen.findByText(ar.wallet.emptyNone)).toBeTruthy();
  });

  it('offers a retry when the wallet cannot be loaded', async () => {
    const balance = vi.fn().mockReturnValueOnce(apiError(500, 'Down'));
    balance.mockReturnValue({ balance: 7 });
    server.use(
      apiHandler('GET /v1/wallet', balance),
      apiHandler('GET /v1/get-wallet-transactions', () => []),
    );
    await open();
    expect(await screen.findByText(du.wallet.loadFailed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText(/^7,00\s€$/)).toBeTruthy();
  });
});
