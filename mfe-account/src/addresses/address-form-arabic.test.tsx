import type { AddressBody } from '@shop/shared-contracts/api/calls';
import { apiError, apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ar from '../../public/locales/ar/account.json';
import { testAddress, testUser } from '../shared/test-data';
import AddressesPage from './addresses-page';
import { saudiArabia, testCountries } from './test-countries';

const server = setupApiServer(apiHandler('GET /v1/countries', () => testCountries));
const open = () =>
  renderRemotePage(<AddressesPage />, {
    route: '/profile/addresses',
    path: '/profile/addresses',
    language: 'ar',
    namespaces: ['account'],
    session: { user: testUser },
  });
const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) });

describe('addresses in Arabic', () => {
  it('names the country of each address in Arabic', async () => {
    server.use(
      apiHandler('GET /v1/address', () => [
        testAddress(1, { country_id: 5, country: saudiArabia, city: 'الرياض', is_default: 1 }),
      ]),
    );
    await open();
    const card = await screen.findByRole('article', { name: 'Zuhause' });
    expect(card.textContent).toContain('السعودية');
    expect(card.textContent).not.toContain('Saudi-Arabien');
  });

  it('offers Arabic country names, keeps postcode and phone left to right, and shows the API refusal at its field', async () => {
    const sent = vi.fn();
    let refuse = true;
    server.use(
      apiHandler('GET /v1/address', () => []),
      apiHandler('POST /v1/address', ({ body }: { body: AddressBody }) => {
        sent(body);
        if (refuse)
          return apiError(422, 'The postal code does not exist in the selected country.', {
            postal_code: ['address.postal_code_invalid'],
          });
        return testAddress(9, { country_id: 5, country: saudiArabia });
      }),
    );
    await open();
    fireEvent.click(
      (await screen.findAllByRole('button', { name: ar.addresses.add }))[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: ar.addresses.addTitle });
    const country = within(dialog).getByRole('combobox', {
      name: new RegExp(ar.addresses.country),
    });
    expect(await within(country).findByRole('option', { name: 'السعودية' })).toBeTruthy();
    expect(within(country).queryByRole('option', { name: 'Saudi-Arabien' })).toBeNull();
    fireEvent.change(country, { target: { value: '5' } });
    const postalCode = field(dialog, ar.addresses.postalCode);
    const phone = field(dialog, ar.addresses.phone);
    expect(postalCode.getAttribute('dir')).toBe('ltr');
    expect(phone.getAttribute('dir')).toBe('ltr');
    expect(getComputedStyle(phone).textAlign).toBe('right');
    fireEvent.change(field(dialog, ar.addresses.street), { target: { value: 'شارع العليا 5' } });
    fireEvent.change(postalCode, { target: { value: '1234' } });
    // Arabic-Indic digits are digits: a Saudi mobile number.
    fireEvent.change(phone, { target: { value: '٠٥٠١٢٣٤٥٦٧' } });
    fireEvent.click(within(dialog).getByRole('button', { name: ar.common.save }));
    expect(await within(dialog).findByText(ar.addresses.errors.postalCode)).toBeTruthy();
    expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({ country_id: 5, postal_code: '1234', phone_number: '٠٥٠١٢٣٤٥٦٧' }),
    );
    expect(within(dialog).queryByText(ar.addresses.saveFailed)).toBeNull();
    refuse = false;
    fireEvent.change(postalCode, { target: { value: '12345' } });
    expect(within(dialog).queryByText(ar.addresses.errors.postalCode)).toBeNull();
    expect(within(dialog).queryByText(ar.addresses.saveFailed)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: ar.common.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveBeenCalledTimes(2);
  });
});
