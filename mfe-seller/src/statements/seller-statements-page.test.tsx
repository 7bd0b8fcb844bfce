import type { Statement, StatementMonth } from '@shop/shared-contracts/api/marketplace-money';
import {
  apiError,
  apiHandler,
  setupApiServer,
  TEST_API_URL,
} from '@shop/shared-tooling/testing/api-server';
import { TEST_TOKEN } from '@shop/shared-tooling/testing/render-remote-page';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '../../public/locales/ar/seller.json';
import du from '../../public/locales/du/seller.json';
import { testStore } from '../shared/test-data';
import { openPage } from '../shared/test-kit';
import SellerStatementsPage from './seller-statements-page';

const server = setupApiServer(apiHandler('GET /v1/seller/me', () => testStore));
const open = (language: 'du' | 'ar' = 'du') =>
  openPage(<SellerStatementsPage />, {
    route: '/seller/statements',
    path: '/seller/statements',
    language,
  });

const zero = (month: string): StatementMonth => ({
  month,
  shipments: 0,
  sales: 0,
  returns: 0,
  commission_rate: 10,
  commission: 0,
  payout: 0,
});
const months = [
  { ...zero('2026-11'), shipments: 2, sales: 120, returns: 20, commission: 10, payout: 90 },
  ...Array.from({ length: 11 }, (_, index) => zero(`2026-${String(10 - index).padStart(2, '0')}`)),
].slice(0, 12);
const november: Statement = {
  ...(months[0] as StatementMonth),
  lines: [
    {
      date: '2026-11-03T10:00:00.000Z',
      kind: 'sale',
      order_number: 'ORD-1',
      shipment_id: 4,
      amount: 120,
      commission_rate: 10,
      commission: 12,
    },
    {
      date: '2026-11-20T10:00:00.000Z',
      kind: 'return',
      order_number: 'ORD-1',
      shipment_id: 4,
      amount: -20,
      commission_rate: 10,
      commission: -2,
    },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe("the vendor's statement", () => {
  it('shows 12 months; a month opens its lines and downloads its CSV with the session', async () => {
    const asked: { auth: string | null; url: string }[] = [];
    server.use(
      apiHandler('GET /v1/seller/statements', () => months),
      apiHandler('GET /v1/seller/statements/{month}', () => november),
      http.get(`${TEST_API_URL}/v1/seller/statements/:month/csv`, ({ request }) => {
        asked.push({ auth: request.headers.get('authorization'), url: request.url });
        return new HttpResponse('date,kind,order_number,shipment_id,amount\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="statement-veras-laden-2026-11.csv"',
          },
        });
      }),
    );
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:statement');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    await open();
    const table = await screen.findByRole('table', { name: du.statements.caption });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    const month = within(table).getByRole('button', { name: 'November 2026' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('90,00');
    fireEvent.click(month);
    const detail = await screen.findByRole('region', { name: 'Abrechnung für November 2026' });
    expect(await within(detail).findByText(/Rücksendung: Bestellung ORD-1/)).toBeTruthy();
    expect(within(detail).getByText(/Provision \(10 %\) 10,00/)).toBeTruthy();

    fireEvent.click(within(detail).getByRole('button', { name: du.statements.download }));
    await waitFor(() =>
      expect(saved).toEqual(['statement-veras-laden-2026-11.csv blob:statement']),
    );
    expect(asked).toEqual([
      // The file comes in the page's language (German headers, decimal commas).
      {
        auth: `Bearer ${TEST_TOKEN}`,
        url: `${TEST_API_URL}/v1/seller/statements/2026-11/csv?lang=du`,
      },
    ]);
    expect(created).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(revoked).toHaveBeenCalledWith('blob:statement'));
  });

  it('names no single rate for a month whose sales were delivered at two rates', async () => {
    server.use(
      apiHandler('GET /v1/seller/statements', () => months),
      apiHandler('GET /v1/seller/statements/{month}', () => ({
        ...november,
        commission_rate: null,
      })),
    );
    await open();
    const table = await screen.findByRole('table', { name: du.statements.caption });
    fireEvent.click(within(table).getByRole('button', { name: 'November 2026' }));
    const detail = await screen.findByRole('region', { name: 'Abrechnung für November 2026' });
    expect(
      await within(detail).findByText(
        /Provision \(jeder Verkauf zum Satz seiner Zustellung\) 10,00/,
      ),
    ).toBeTruthy();
    expect(within(detail).queryByText(/null/)).toBeNull();
  });

  it('says a failed download in the page, in Arabic', async () => {
    server.use(
      apiHandler('GET /v1/seller/statements', () => months),
      apiHandler('GET /v1/seller/statements/{month}', () => november),
      http.get(`${TEST_API_URL}/v1/seller/statements/:month/csv`, () =>
        HttpResponse.json({ status: false, message: 'boom' }, { status: 500 }),
      ),
    );
    await open('ar');
    const table = await screen.findByRole('table', { name: ar.statements.caption });
    fireEvent.click(within(table).getAllByRole('button')[0] as HTMLElement);
    fireEvent.click(await screen.findByRole('button', { name: ar.statements.download }));
    expect(await screen.findByText(ar.errors.failed)).toBeTruthy();
  });

  it('says so when nothing happened in 12 months', async () => {
    server.use(apiHandler('GET /v1/seller/statements', () => months.map((m) => zero(m.month))));
    await open();
    expect(await screen.findByText(du.statements.none)).toBeTruthy();
  });

  it('shows an error with a retry when the statement fails', async () => {
    server.use(apiHandler('GET /v1/seller/statements', () => apiError(500, 'boom')));
    await open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button')).toBeTruthy();
  });

  it('scrolls the table inside a labelled, focusable region that says it scrolls', async () => {
    server.use(apiHandler('GET /v1/seller/statements', () => months));
    await open('ar');
    const table = await screen.findByRole('table', { name: ar.statements.caption });
    const region = table.closest('[role="region"]');
    expect(region?.getAttribute('tabindex')).toBe('0');
    expect(region?.getAttribute('aria-labelledby')).toBe(table.querySelector('caption')?.id);
    const hint = document.getElementById(region?.getAttribute('aria-describedby') ?? 'none');
    expect(hint?.textContent).toBe('مرِّر الجدول جانبيًا لرؤية كل الأعمدة.');
  });
});
