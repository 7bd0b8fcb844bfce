import type { SellerCoupon, SellerCouponBody } from '@shop/shared-contracts/api/marketplace-money';
import { apiError, apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ar from '../../public/locales/ar/seller.json';
import du from '../../public/locales/du/seller.json';
import { page, testStore } from '../shared/test-data';
import { openPage } from '../shared/test-kit';
import SellerCouponsPage from './seller-coupons-page';

const server = setupApiServer(apiHandler('GET /v1/seller/me', () => testStore));
const open = (language: 'du' | 'ar' = 'du') =>
  openPage(<SellerCouponsPage />, { route: '/seller/coupons', path: '/seller/coupons', language });

const coupon = (overrides: Partial<SellerCoupon> = {}): SellerCoupon => ({
  id: 1,
  code: 'SOMMER-25',
  discount_type: 'percentage',
  amount: 25,
  starts_at: null,
  ends_at: '2099-12-31T23:59:59.999Z',
  usage_limit: 10,
  used_count: 3,
  ...overrides,
});
const box = (dialog: HTMLElement, label: string) =>
  within(dialog).getByRole('textbox', { name: new RegExp(label) });

describe("the vendor's coupons", () => {
  it('creates a coupon: checks the fields, shows a taken code on its field, then saves', async () => {
    const sent: SellerCouponBody[] = [];
    let list: SellerCoupon[] = [];
    server.use(
      apiHandler('GET /v1/seller/coupons', () => page(list)),
      apiHandler('POST /v1/seller/coupons', ({ body }) => {
        sent.push(body);
        if (sent.length === 1)
          return apiError(409, 'taken', { code: ['taken'] }, { code: 'code_taken' });
        list = [coupon({ id: 2, code: body.code, used_count: 0 })];
        return list[0] as SellerCoupon;
      }),
    );
    await open();
    fireEvent.click(await screen.findByRole('button', { name: du.coupons.new }));
    const dialog = await screen.findByRole('dialog', { name: du.coupons.newTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: du.form.save }));
    expect(within(dialog).getAllByText(du.errors.field.required)).toHaveLength(2);
    fireEvent.change(box(dialog, du.coupons.code), { target: { value: 'a b' } });
    fireEvent.change(box(dialog, du.coupons.percent), { target: { value: '95' } });
    fireEvent.click(within(dialog).getByRole('button', { name: du.form.save }));
    expect(within(dialog).getByText(du.errors.field.code_pattern)).toBeTruthy();
    expect(within(dialog).getByText(du.errors.field.percent_range)).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(box(dialog, du.coupons.code), { target: { value: 'herbst-20' } });
    fireEvent.change(box(dialog, du.coupons.percent), { target: { value: '20' } });
    fireEvent.change(within(dialog).getByLabelText(du.coupons.endsAt), {
      target: { value: '2099-12-31' },
    });
    fireEvent.change(box(dialog, du.coupons.usageLimit), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: du.form.save }));
    expect(await within(dialog).findByText(du.errors.field.code_taken)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: du.form.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent[1]).toEqual({
      code: 'HERBST-20',
      discount_type: 'percentage',
      amount: 20,
      starts_at: null,
      ends_at: '2099-12-31T23:59:59.999Z',
      usage_limit: 100,
    });
    expect(await screen.findByRole('article', { name: 'HERBST-20' })).toBeTruthy();
  });

  it('lets a used coupon change only its end and limit, and ends it after asking', async () => {
    const sent: SellerCouponBody[] = [];
    let ended = 0;
    server.use(
      apiHandler('GET /v1/seller/coupons', () => page([coupon()])),
      apiHandler('PUT /v1/seller/coupons/{id}', ({ body }) => {
        sent.push(body);
        return coupon({ usage_limit: body.usage_limit });
      }),
      apiHandler('DELETE /v1/seller/coupons/{id}', () => {
        ended += 1;
        return null;
      }),
    );
    await open();
    const card = await screen.findByRole('article', { name: 'SOMMER-25' });
    expect(within(card).getByText('3 von 10 Einlösungen')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: du.coupons.edit }));
    const dialog = await screen.findByRole('dialog', { name: du.coupons.editTitle });
    expect((box(dialog, du.coupons.code) as HTMLInputElement).disabled).toBe(true);
    expect((box(dialog, du.coupons.percent) as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(box(dialog, du.coupons.usageLimit), { target: { value: '20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: du.form.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The end is sent back exactly as it was, so a used coupon's time does not move.
    expect(sent).toEqual([
      {
        code: 'SOMMER-25',
        discount_type: 'percentage',
        amount: 25,
        starts_at: null,
        ends_at: '2099-12-31T23:59:59.999Z',
        usage_limit: 20,
      },
    ]);

    fireEvent.click(within(card).getByRole('button', { name: du.coupons.end }));
    const ask = await screen.findByRole('dialog');
    fireEvent.click(within(ask).getByRole('button', { name: du.coupons.end }));
    await waitFor(() => expect(ended).toBe(1));
  });

  it('says so in Arabic when there are no coupons', async () => {
    server.use(apiHandler('GET /v1/seller/coupons', () => page([])));
    await open('ar');
    expect(await screen.findByText(ar.coupons.none)).toBeTruthy();
    expect(screen.getByRole('button', { name: ar.coupons.new })).toBeTruthy();
  });

  it('shows an error with a retry when the list fails', async () => {
    server.use(apiHandler('GET /v1/seller/coupons', () => apiError(500, 'boom')));
    await open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button')).toBeTruthy();
  });
});
