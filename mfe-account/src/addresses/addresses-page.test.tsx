import type { AddressBody } from '@shop/shared-contracts/api/calls';
import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import du from '../../public/locales/du/account.json';
import { testAddress, testUser } from '../shared/test-data';
import AddressesPage from './addresses-page';
import { testCountries } from './test-countries';

const server = setupApiServer(apiHandler('GET /v1/countries', () => testCountries));
const home = testAddress(1, { is_default: 1 });
const office = testAddress(2, { title: 'Büro', type: 'office' });
const open = (route = '/profile/addresses') =>
  renderRemotePage(<AddressesPage />, {
    route,
    path: '/profile/addresses',
    language: 'du',
    namespaces: ['account'],
    session: { user: testUser },
  });
const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) });

describe('my addresses', () => {
  it('adds an address: required fields first, the title following the type, then back to checkout', async () => {
    const created = vi.fn((body: AddressBody) => testAddress(3, { title: body.title }));
    server.use(
      apiHandler('GET /v1/address', () => [home]),
      apiHandler('POST /v1/address', ({ body }) => created(body)),
    );
    await open('/profile/addresses?returnTo=/checkout');
    fireEvent.click(await screen.findByRole('button', { name: du.addresses.add }));
    const dialog = await screen.findByRole('dialog', { name: du.addresses.addTitle });
    expect((field(dialog, du.addresses.titleField) as HTMLInputElement).value).toBe('Zuhause');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Büro' }));
    expect((field(dialog, du.addresses.titleField) as HTMLInputElement).value).toBe('Büro');
    fireEvent.click(within(dialog).getByRole('button', { name: du.common.save }));
    expect(await within(dialog).findByText(du.addresses.errors.country)).toBeTruthy();
    expect(within(dialog).getAllByText(du.addresses.errors.required)).toHaveLength(2);
    expect(created).not.toHaveBeenCalled();
    const country = within(dialog).getByRole('combobox', {
      name: new RegExp(du.addresses.country),
    });
    fireEvent.change(country, { target: { value: '1' } });
    // Germany has postcodes: the field is required now, with an example of the format.
    expect(within(dialog).getByText('z. B. 10115')).toBeTruthy();
    fireEvent.change(field(dialog, du.addresses.street), { target: { value: 'Ring 5' } });
    fireEvent.change(field(dialog, du.addresses.phone), { target: { value: 'abc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: du.common.save }));
    expect(await within(dialog).findByText(du.addresses.errors.phone)).toBeTruthy();
    expect(within(dialog).getByText(du.addresses.errors.required)).toBeTruthy();
    fireEvent.change(field(dialog, du.addresses.postalCode), { target: { value: '10115' } });
    // Digits, but no German number: libphonenumber-js says so before anything is sent.
    fireEvent.change(field(dialog, du.addresses.phone), { target: { value: '123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: du.common.save }));
    expect(await within(dialog).findByText(du.addresses.errors.phoneCountry)).toBeTruthy();
    expect(created).not.toHaveBeenCalled();
    fireEvent.change(field(dialog, du.addresses.phone), { target: { value: '+49 30 1234567' } });
    fireEvent.click(within(dialog).getByRole('button', { name: du.common.save }));
    expect(await screen.findByText('page /checkout')).toBeTruthy();
    expect(created).toHaveBeenCalledWith({
      type: 'office',
      title: 'Büro',
      country_id: 1,
      address: 'Ring 5',
      city: null,
      postal_code: '10115',
      phone_number: '+49 30 1234567',
      is_default: false,
    });
  });

  it('stays on the page after saving when returnTo leads to another site', async () => {
    server.use(
      apiHandler('GET /v1/address', () => [home]),
      apiHandler('PUT /v1/address/{id}', ({ body }) => testAddress(1, { ...body, is_default: 1 })),
    );
    await open('/profile/addresses?returnTo=//evil.example');
    fireEvent.click(await screen.findByRole('button', { name: 'Adresse Zuhause bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: du.addresses.editTitle });
    expect((field(dialog, du.addresses.street) as HTMLInputElement).value).toBe('Allee 1');
    // The address's country is chosen once the list has arrived.
    expect(
      ((await within(dialog).findByRole('option', { name: 'Deutschland' })) as HTMLOptionElement)
        .selected,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: du.common.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: du.addresses.title })).toBeTruthy();
  });

  it('sets another default and deletes only a non-default address after asking', async () => {
    let list = [home, office];
    const deleted = vi.fn();
    server.use(
      apiHandler('GET /v1/address', () => list),
      apiHandler('POST /v1/address/{id}/set-default', ({ params }) => {
        list = list.map((item) => ({ ...item, is_default: item.id === Number(params.id) ? 1 : 0 }));
        return list[1] ?? office;
      }),
      apiHandler('DELETE /v1/address/{id}', ({ params }) => {
        deleted(params.id);
        list = list.filter((item) => item.id !== Number(params.id));
        return null;
      }),
    );
    await open();
    expect(await screen.findByRole('button', { name: 'Adresse Büro löschen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adresse Zuhause löschen' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Büro als Standardadresse festlegen' }));
    expect(await screen.findByRole('button', { name: 'Adresse Zuhause löschen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Adresse Zuhause löschen' }));
    const dialog = await screen.findByRole('dialog', { name: du.addresses.deleteTitle });
    expect(deleted).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: du.addresses.delete }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Zuhause' })).toBeNull());
    expect(deleted).toHaveBeenCalledWith('1');
  });

  it('keeps the postcode and phone number left to right and the street in its own direction', async () => {
    server.use(apiHandler('GET /v1/address', () => [home]));
    await open();
    const card = await screen.findByRole('article', { name: home.title });
    expect(within(card).getByText(home.phone_number).closest('bdi')?.dir).toBe('ltr');
    expect(
      within(card)
        .getByText(home.postal_code ?? '')
        .closest('bdi')?.dir,
    ).toBe('ltr');
    expect(within(card).getByText(home.address).closest('bdi')?.dir).toBe('auto');
  });
});
