import type { SellerStoreInput } from '@shop/shared-contracts/api/marketplace';
import { apiError, apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import du from '../../public/locales/du/seller.json';
import { testStore } from '../shared/test-data';
import { openPage } from '../shared/test-kit';
import SellerStorePage from './seller-store-page';

const server = setupApiServer(apiHandler('GET /v1/seller/me', () => testStore));
const open = () => openPage(<SellerStorePage />, { route: '/seller/store', path: '/seller/store' });
const field = (label: string) => screen.findByRole('textbox', { name: new RegExp(`^${label}`) });

describe('the store profile', () => {
  it("saves the store's names and descriptions", async () => {
    const sent: SellerStoreInput[] = [];
    server.use(
      apiHandler('PUT /v1/seller/store', ({ body }) => {
        sent.push(body);
        return { ...testStore, ...body };
      }),
    );
    await open();
    const german = await field(du.store.store_name_in_german);
    expect((german as HTMLInputElement).value).toBe('Veras Laden');
    expect((await field(du.store.store_name_in_arabic)).getAttribute('dir')).toBe('rtl');
    fireEvent.change(german, { target: { value: 'Veras Taschen' } });
    fireEvent.click(screen.getByRole('button', { name: du.form.save }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          store_name_in_german: 'Veras Taschen',
          store_name_in_arabic: 'متجر فيرا',
          description_german: 'Taschen',
          description_arabic: 'حقائب',
        },
      ]),
    );
  });

  it('requires both names and shows the server 422 codes on their fields', async () => {
    server.use(
      apiHandler('PUT /v1/seller/store', () =>
        apiError(
          422,
          'invalid',
          { description_arabic: ['too long'] },
          { description_arabic: 'too_long' },
        ),
      ),
    );
    await open();
    const arabic = await field(du.store.store_name_in_arabic);
    fireEvent.change(arabic, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: du.form.save }));
    expect(await screen.findByText(du.errors.field.required)).toBeTruthy();
    fireEvent.change(arabic, { target: { value: 'متجر' } });
    fireEvent.click(screen.getByRole('button', { name: du.form.save }));
    expect(await screen.findByText(du.errors.field.too_long)).toBeTruthy();
    const description = await field(du.store.description_arabic);
    expect(description.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows an error with a retry when the store cannot be read', async () => {
    server.use(apiHandler('GET /v1/seller/me', () => apiError(500, 'boom')));
    await open();
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
