import {
  apiError,
  apiHandler,
  setupApiServer,
  TEST_API_URL,
} from '@shop/shared-tooling/testing/api-server';
import { TEST_TOKEN } from '@shop/shared-tooling/testing/render-remote-page';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import ar from '../../public/locales/ar/seller.json';
import du from '../../public/locales/du/seller.json';
import { page, testApplication, testVendor } from '../shared/test-data';
import { openPage } from '../shared/test-kit';
import BackOfficeApplicationPage from './application/back-office-application-page';
import BackOfficePage from './back-office-page';
import BackOfficeVendorsPage from './vendors/back-office-vendors-page';

const server = setupApiServer();
const filesAsked: { kind: string; auth: string | null }[] = [];
const fileHandler = http.get(
  `${TEST_API_URL}/v1/operator/vendor-applications/:id/files/:kind`,
  ({ request, params }) => {
    filesAsked.push({ kind: String(params.kind), auth: request.headers.get('authorization') });
    return params.kind === 'logo'
      ? new HttpResponse(new Uint8Array([137, 80, 78, 71]), {
          headers: { 'Content-Type': 'image/png' },
        })
      : new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
          headers: { 'Content-Type': 'application/pdf' },
        });
  },
);

describe('the back office', () => {
  it('lists applications, searched and filtered by the server', async () => {
    const queries: string[] = [];
    server.use(
      apiHandler('GET /v1/operator/vendor-applications', ({ query }) => {
        queries.push(query.toString());
        return page([testApplication(1)]);
      }),
    );
    await openPage(<BackOfficePage />, { route: '/back-office', path: '/back-office' });
    const link = await screen.findByRole('link', { name: 'Amals Laden 1' });
    expect(link.getAttribute('href')).toBe('/back-office/applications/1');
    fireEvent.change(screen.getByRole('searchbox', { name: du.backOffice.search }), {
      target: { value: 'Amal' },
    });
    fireEvent.click(screen.getByRole('button', { name: du.list.search }));
    await waitFor(() => expect(queries.at(-1)).toBe('page=1&q=Amal'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: du.backOffice.statusFilter }));
    fireEvent.click(await screen.findByRole('option', { name: du.backOffice.status.under_review }));
    await waitFor(() => expect(queries.at(-1)).toBe('page=1&q=Amal&status=under_review'));
  });

  it('says "no access" to a signed-in user who is not an operator', async () => {
    server.use(
      apiHandler('GET /v1/operator/vendor-applications', () => apiError(403, 'Forbidden')),
    );
    await openPage(<BackOfficePage />, { route: '/back-office', path: '/back-office' });
    expect(await screen.findByText(du.backOffice.noAccess)).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('says so when there are no applications', async () => {
    server.use(apiHandler('GET /v1/operator/vendor-applications', () => page([])));
    await openPage(<BackOfficePage />, { route: '/back-office', path: '/back-office' });
    expect(await screen.findByText(du.backOffice.none)).toBeTruthy();
  });

  it('shows an error with a retry when the list fails', async () => {
    server.use(apiHandler('GET /v1/operator/vendor-applications', () => apiError(500, 'boom')));
    await openPage(<BackOfficePage />, { route: '/back-office', path: '/back-office' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button')).toBeTruthy();
  });

  it("shows an application's private files from blobs fetched with the session, and approves it", async () => {
    filesAsked.length = 0;
    let application = testApplication(2);
    server.use(
      fileHandler,
      apiHandler('GET /v1/operator/vendor-applications/{id}', ({ params }) =>
        params.id === '2' ? application : apiError(404, 'Not found'),
      ),
      apiHandler('POST /v1/operator/vendor-applications/{id}/approve', () => {
        application = { ...application, status: 'approved', vendor_id: 9 };
        return application;
      }),
    );
    await openPage(<BackOfficeApplicationPage />, {
      route: '/back-office/applications/2',
      path: '/back-office/applications/:id',
    });
    const logo = await screen.findByRole('img', { name: du.backOffice.logo });
    expect(logo.getAttribute('src')).toMatch(/^blob:/);
    const pdf = await screen.findByRole('link', { name: 'Ausweisdokument öffnen' });
    expect(pdf.getAttribute('href')).toMatch(/^blob:/);
    expect(filesAsked.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'identity-document', auth: `Bearer ${TEST_TOKEN}` },
      { kind: 'logo', auth: `Bearer ${TEST_TOKEN}` },
    ]);
    fireEvent.click(screen.getByRole('button', { name: du.backOffice.approve }));
    expect(await screen.findByText(du.backOffice.status.approved)).toBeTruthy();
    expect(screen.queryByRole('button', { name: du.backOffice.approve })).toBeNull();
  });

  it('rejects an application with a reason; a 422 is shown in the dialog', async () => {
    const reasons: string[] = [];
    let application = testApplication(3);
    server.use(
      fileHandler,
      apiHandler('GET /v1/operator/vendor-applications/{id}', () => application),
      apiHandler('POST /v1/operator/vendor-applications/{id}/reject', ({ body }) => {
        reasons.push(body.reason);
        if (reasons.length === 1)
          return apiError(422, 'invalid', { reason: ['x'] }, { reason: 'too_long' });
        application = { ...application, status: 'rejected', rejection_reason: body.reason };
        return application;
      }),
    );
    await openPage(<BackOfficeApplicationPage />, {
      route: '/back-office/applications/3',
      path: '/back-office/applications/:id',
    });
    fireEvent.click(await screen.findByRole('button', { name: du.backOffice.reject }));
    const dialog = await screen.findByRole('dialog', { name: du.backOffice.rejectTitle });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Logo unreadable' } });
    fireEvent.click(within(dialog).getByRole('button', { name: du.backOffice.reject }));
    expect(await within(dialog).findByText(du.errors.check)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: du.backOffice.reject }));
    const banner = await screen.findByText('Abgelehnt: Logo unreadable');
    expect(reasons).toEqual(['Logo unreadable', 'Logo unreadable']);
    // The banner takes the focus, which scrolls it to below the sticky header.
    await waitFor(() => expect(banner.closest('[role="status"]')).toBe(document.activeElement));
  });

  it('reads one application by its id, never the list, and says so for an unknown one', async () => {
    let listed = 0;
    const asked: string[] = [];
    server.use(
      apiHandler('GET /v1/operator/vendor-applications', () => {
        listed++;
        return page([testApplication(1)]);
      }),
      apiHandler('GET /v1/operator/vendor-applications/{id}', ({ params }) => {
        asked.push(params.id ?? '');
        return apiError(404, 'Vendor application not found.');
      }),
    );
    await openPage(<BackOfficeApplicationPage />, {
      route: '/back-office/applications/77',
      path: '/back-office/applications/:id',
    });
    expect(await screen.findByText(du.errors.notFound)).toBeTruthy();
    expect(asked).toEqual(['77']);
    expect(listed).toBe(0);
  });

  it('suspends a vendor with a reason and reinstates it', async () => {
    let vendor = testVendor(4);
    const steps: string[] = [];
    server.use(
      apiHandler('GET /v1/operator/vendors', () => page([vendor])),
      apiHandler('POST /v1/operator/vendors/{id}/suspend', ({ body }) => {
        steps.push(`suspend: ${body.reason}`);
        vendor = { ...vendor, status: 'suspended', suspended_reason: body.reason };
        return vendor;
      }),
      apiHandler('POST /v1/operator/vendors/{id}/reinstate', () => {
        steps.push('reinstate');
        vendor = { ...vendor, status: 'active', suspended_reason: null };
        return vendor;
      }),
    );
    await openPage(<BackOfficeVendorsPage />, {
      route: '/back-office/vendors',
      path: '/back-office/vendors',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Laden 4 sperren' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Fake goods' } });
    fireEvent.click(within(dialog).getByRole('button', { name: du.backOffice.suspend }));
    expect(await screen.findByText('Gesperrt: Fake goods')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Laden 4 entsperren' }));
    expect(await screen.findByRole('button', { name: 'Laden 4 sperren' })).toBeTruthy();
    expect(steps).toEqual(['suspend: Fake goods', 'reinstate']);
  });

  it('says "no access" on the vendors page to a non-operator', async () => {
    server.use(apiHandler('GET /v1/operator/vendors', () => apiError(403, 'Forbidden')));
    await openPage(<BackOfficeVendorsPage />, {
      route: '/back-office/vendors',
      path: '/back-office/vendors',
    });
    expect(await screen.findByText(du.backOffice.noAccess)).toBeTruthy();
  });

  it('sets store names in their own direction', async () => {
    server.use(
      apiHandler('GET /v1/operator/vendor-applications', () => page([testApplication(1)])),
      apiHandler('GET /v1/operator/vendors', () => page([testVendor(2)])),
    );
    const list = await openPage(<BackOfficePage />, {
      route: '/back-office',
      path: '/back-office',
    });
    const link = await screen.findByRole('link', { name: 'Amals Laden 1' });
    expect(within(link).getByText('Amals Laden 1').getAttribute('dir')).toBe('auto');
    expect(link.classList.contains('MuiLink-root')).toBe(true);
    list.unmount();
    await openPage(<BackOfficeVendorsPage />, {
      route: '/back-office/vendors',
      path: '/back-office/vendors',
    });
    const name = testVendor(2).store_name_in_german;
    expect((await screen.findByText(name)).getAttribute('dir')).toBe('auto');
  });

  it('names the store type in the language, isolates the phone, and styles links as the shop does', async () => {
    server.use(
      fileHandler,
      apiHandler('GET /v1/operator/vendor-applications/{id}', () =>
        testApplication(4, { store_type: 'wholesale', phone: '+49 30 1234567' }),
      ),
    );
    await openPage(<BackOfficeApplicationPage />, {
      route: '/back-office/applications/4',
      path: '/back-office/applications/:id',
      language: 'ar',
    });
    expect(await screen.findByText('بيع بالجملة')).toBeTruthy();
    expect(screen.queryByText('wholesale')).toBeNull();
    expect(screen.getByText('+49 30 1234567').closest('bdi')?.dir).toBe('ltr');
    const back = screen.getByRole('link', { name: ar.backOffice.back });
    expect(back.classList.contains('MuiLink-root')).toBe(true);
  });
});
