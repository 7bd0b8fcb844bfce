import type { VendorApplication } from '@shop/shared-contracts/api/entities';
import { apiError, apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { configure, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ar from '../../public/locales/ar/account.json';
import en from '../../public/locales/en/account.json';
import { testUser } from '../account/test-profile';
import VendorPanel from './vendor-panel';

// Tabs load their code on first open: give lazy chunks time on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const server = setupApiServer();
const pending: VendorApplication = {
  id: 4,
  store_name_in_arabic: 'متجر ليزا',
  store_name_in_german: 'Lisas Laden',
  store_logo: 'vendor-logos/a.png',
  address: 'Marktplatz 1',
  phone: '+49 341 123456',
  store_type: 'retail',
  status: 'under_review',
  created_at: '2026-11-20T10:00:00Z',
};
const open = (language: 'en' | 'ar' = 'en') =>
  renderRemotePage(<VendorPanel />, {
    route: '/my-account?tab=vendor',
    path: '/my-account',
    language,
    namespaces: ['account'],
    session: { user: testUser },
  });
const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const fill = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });
const choose = (id: string, file: File) =>
  fireEvent.change(input(id), { target: { files: [file] } });

describe('vendor tab', () => {
  it('shows a pending application instead of a new form', async () => {
    server.use(apiHandler('GET /v1/profile/vendor-application', () => pending));
    await open('ar');
    expect(await screen.findByText(ar.vendor.status.under_review.text)).toBeTruthy();
    expect(screen.getByText(ar.vendor.nextSteps.review)).toBeTruthy();
    expect(screen.getByRole('link', { name: ar.vendor.backHome }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: ar.vendor.submit })).toBeNull();
    // Under review there is no seller center yet.
    expect(screen.queryByRole('link', { name: ar.vendor.openSellerCenter })).toBeNull();
  });

  it('opens the seller center from an approved application', async () => {
    server.use(
      apiHandler('GET /v1/profile/vendor-application', () => ({ ...pending, status: 'approved' })),
    );
    await open();
    expect(await screen.findByText(en.vendor.status.approved.text)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: en.vendor.openSellerCenter }).getAttribute('href'),
    ).toBe('/seller');
  });

  it('shows why an application was rejected, as plain text, above a new form', async () => {
    server.use(
      apiHandler('GET /v1/profile/vendor-application', () => ({
        ...pending,
        status: 'rejected',
        rejection_reason: 'The <b>ID document</b> is unreadable',
      })),
    );
    await open('en');
    expect(await screen.findByText(en.vendor.status.rejected.text, { exact: false })).toBeTruthy();
    const reason = screen.getByText('Reason: The <b>ID document</b> is unreadable');
    expect(reason.querySelector('b')).toBeNull();
    expect(await screen.findByRole('button', { name: en.vendor.submit })).toBeTruthy();
  });

  it('names every missing field and sends nothing', async () => {
    server.use(apiHandler('GET /v1/profile/vendor-application', () => null));
    await open();
    fireEvent.click(await screen.findByRole('button', { name: en.vendor.submit }));
    expect(screen.getAllByText(en.vendor.errors.fieldRequired)).toHaveLength(5);
    expect(screen.getByText(en.vendor.errors.logoRequired)).toBeTruthy();
    expect(screen.getByText(en.vendor.errors.idRequired)).toBeTruthy();
    expect(screen.getByText(en.vendor.errors.termsRequired)).toBeTruthy();
    // The Arabic name is typed right to left whatever the page's language.
    expect(input('vendor-store_name_in_arabic').getAttribute('dir')).toBe('rtl');
  });

  it('refuses the phone "abc" and a number of three digits in Arabic, typed left to right', async () => {
    server.use(apiHandler('GET /v1/profile/vendor-application', () => null));
    await open('ar');
    await screen.findByRole('button', { name: ar.vendor.submit });
    expect(input('vendor-phone').getAttribute('dir')).toBe('ltr');
    fill('vendor-phone', 'abc');
    fireEvent.click(screen.getByRole('button', { name: ar.vendor.submit }));
    expect(await screen.findByText(ar.vendor.errors.phone)).toBeTruthy();
    fill('vendor-phone', '123');
    expect(screen.queryByText(ar.vendor.errors.phone)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: ar.vendor.submit }));
    // libphonenumber-js, loaded for the check, knows no number this short.
    expect(await screen.findByText(ar.vendor.errors.phone)).toBeTruthy();
    fill('vendor-phone', '+966 50 123 4567');
    fireEvent.click(screen.getByRole('button', { name: ar.vendor.submit }));
    expect(await screen.findAllByText(ar.vendor.errors.fieldRequired)).toHaveLength(4);
    expect(screen.queryByText(ar.vendor.errors.phone)).toBeNull();
  });

  it("marks the phone number the API refuses with the form's own message", async () => {
    server.use(
      apiHandler('GET /v1/profile/vendor-application', () => null),
      apiHandler('POST /v1/vendors', () =>
        apiError(422, 'The phone number is not valid.', { phone: ['vendor.phone_invalid'] }),
      ),
    );
    await open('ar');
    await screen.findByRole('button', { name: ar.vendor.submit });
    fill('vendor-store_name_in_german', 'Lisas Laden');
    fill('vendor-store_name_in_arabic', 'متجر ليزا');
    fill('vendor-address', 'Marktplatz 1');
    fill('vendor-phone', '+49 341 123456');
    fill('vendor-store_type', 'online');
    choose('vendor-store_logo', new File(['png'], 'logo.png', { type: 'image/png' }));
    choose('vendor-store_id', new File(['jpg'], 'id.jpg', { type: 'image/jpeg' }));
    fireEvent.click(screen.getByLabelText(ar.vendor.terms));
    fireEvent.click(screen.getByRole('button', { name: ar.vendor.submit }));
    expect(await screen.findByText(ar.vendor.errors.phone)).toBeTruthy();
  });

  it('refuses a logo that is no image', async () => {
    server.use(apiHandler('GET /v1/profile/vendor-application', () => null));
    await open();
    await screen.findByRole('button', { name: en.vendor.submit });
    choose('vendor-store_logo', new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }));
    fireEvent.click(screen.getByRole('button', { name: en.vendor.submit }));
    expect(screen.getByText(en.vendor.errors.logoType)).toBeTruthy();
  });

  it('sends the application as multipart and then shows it under review', async () => {
    let sent: FormData | undefined;
    let applied = false;
    server.use(
      apiHandler('GET /v1/profile/vendor-application', () => (applied ? pending : null)),
      apiHandler('POST /v1/vendors', ({ body }) => {
        sent = body;
        applied = true;
        return pending;
      }),
    );
    await open();
    await screen.findByRole('button', { name: en.vendor.submit });
    fill('vendor-store_name_in_german', 'Lisas Laden');
    fill('vendor-store_name_in_arabic', 'متجر ليزا');
    fill('vendor-address', 'Marktplatz 1');
    fill('vendor-phone', '+49 341 123456');
    fill('vendor-store_type', 'retail');
    choose('vendor-store_logo', new File(['png'], 'logo.png', { type: 'image/png' }));
    choose('vendor-store_id', new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }));
    expect(screen.getByTestId('vendor-store_id-preview').textContent).toContain('id.pdf');
    fireEvent.click(screen.getByLabelText(en.vendor.terms));
    fireEvent.click(screen.getByRole('button', { name: en.vendor.submit }));
    // The multipart upload takes longer than a JSON call in the test DOM.
    expect(
      await screen.findByText(en.vendor.status.under_review.text, {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(sent?.get('store_name_in_arabic')).toBe('متجر ليزا');
    expect(sent?.get('store_type')).toBe('retail');
    expect((sent?.get('store_logo') as File | undefined)?.name).toBe('logo.png');
    expect((sent?.get('store_id') as File | undefined)?.name).toBe('id.pdf');
  });

  it('tells a shopper who already runs a store, by the code of the refusal', async () => {
    server.use(
      apiHandler('GET /v1/profile/vendor-application', () => null),
      apiHandler('POST /v1/vendors', () =>
        apiError(409, 'You already run a store on this marketplace.', undefined, {
          application: 'already_vendor',
        }),
      ),
    );
    await open('ar');
    await screen.findByRole('button', { name: ar.vendor.submit });
    fill('vendor-store_name_in_german', 'Lisas Laden');
    fill('vendor-store_name_in_arabic', 'متجر ليزا');
    fill('vendor-address', 'Marktplatz 1');
    fill('vendor-phone', '+49 341 123456');
    fill('vendor-store_type', 'online');
    choose('vendor-store_logo', new File(['png'], 'logo.png', { type: 'image/png' }));
    choose('vendor-store_id', new File(['jpg'], 'id.jpg', { type: 'image/jpeg' }));
    fireEvent.click(screen.getByLabelText(ar.vendor.terms));
    fireEvent.click(screen.getByRole('button', { name: ar.vendor.submit }));
    expect(await screen.findByText(ar.vendor.errors.alreadyVendor)).toBeTruthy();
    expect(screen.queryByText(ar.vendor.errors.alreadyPending)).toBeNull();
  });

  it("shows the server's refusal in the shopper's language", async () => {
    server.use(
      apiHandler('GET /v1/profile/vendor-application', () => null),
      apiHandler('POST /v1/vendors', () =>
        apiError(409, 'You already have a vendor application under review.'),
      ),
    );
    await open('ar');
    await screen.findByRole('button', { name: ar.vendor.submit });
    fill('vendor-store_name_in_german', 'Lisas Laden');
    fill('vendor-store_name_in_arabic', 'متجر ليزا');
    fill('vendor-address', 'Marktplatz 1');
    fill('vendor-phone', '+49 341 123456');
    fill('vendor-store_type', 'online');
    choose('vendor-store_logo', new File(['png'], 'logo.png', { type: 'image/png' }));
    choose('vendor-store_id', new File(['jpg'], 'id.jpg', { type: 'image/jpeg' }));
    fireEvent.click(screen.getByLabelText(ar.vendor.terms));
    fireEvent.click(screen.getByRole('button', { name: ar.vendor.submit }));
    expect(await screen.findByText(ar.vendor.errors.alreadyPending)).toBeTruthy();
  });
});
