import type { SellerProductInput } from '@shop/shared-contracts/api/marketplace';
import { apiError, apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { landedOn } from '@shop/shared-tooling/testing/render-remote-page';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import du from '../../public/locales/du/seller.json';
import { testOptions, testProduct, testStore } from '../shared/test-data';
import { openPage } from '../shared/test-kit';
import SellerProductPage from './seller-product-page';

const server = setupApiServer(
  apiHandler('GET /v1/seller/me', () => testStore),
  apiHandler('GET /v1/seller/options', () => testOptions),
);
const openNew = (language: 'du' | 'ar' = 'du') =>
  openPage(<SellerProductPage />, {
    route: '/seller/products/new',
    path: '/seller/products/new',
    language,
  });
const openExisting = () =>
  openPage(<SellerProductPage />, { route: '/seller/products/5', path: '/seller/products/:id' });

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), {
    target: { value },
  });

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillValidProduct() {
  await screen.findByRole('textbox', { name: /^Name auf Deutsch/ });
  type(du.form.name_german, 'Ledertasche');
  type(du.form.name_arabic, 'حقيبة جلدية');
  type(du.form.description_german, 'Aus Leder');
  type(du.form.description_arabic, 'من الجلد');
  await choose(du.form.category, 'Taschen');
  await choose('Farbe von Variante 1', 'Rot');
  type('Preis von Variante 1', '29,90');
  type('Bestand von Variante 1', '4');
}

describe('the product form', () => {
  it('creates a draft with both languages and a variant, then opens it', async () => {
    const sent: SellerProductInput[] = [];
    server.use(
      apiHandler('POST /v1/seller/products', ({ body }) => {
        sent.push(body);
        return testProduct({ id: 12 });
      }),
    );
    await openNew();
    await fillValidProduct();
    fireEvent.click(screen.getByRole('button', { name: du.form.save }));
    await waitFor(() => expect(landedOn('/seller/products/12')).toBeTruthy());
    expect(sent).toEqual([
      {
        name_german: 'Ledertasche',
        name_arabic: 'حقيبة جلدية',
        description_german: 'Aus Leder',
        description_arabic: 'من الجلد',
        category_id: 3,
        variants: [{ color_id: 1, size_id: null, price: 29.9, stock: 4 }],
      },
    ]);
  });

  it('writes the Arabic fields right to left, also on the German page', async () => {
    await openNew();
    const arabic = await screen.findByRole('textbox', { name: /^Name auf Arabisch/ });
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('textbox', { name: /^Name auf Deutsch/ }).getAttribute('dir')).toBe(
      'ltr',
    );
  });

  it('shows every problem before sending and sends nothing', async () => {
    let calls = 0;
    server.use(
      apiHandler('POST /v1/seller/products', () => {
        calls++;
        return testProduct();
      }),
    );
    await openNew();
    await screen.findByRole('textbox', { name: /^Name auf Deutsch/ });
    type('Preis von Variante 1', '0');
    fireEvent.click(screen.getByRole('button', { name: du.form.save }));
    expect(await screen.findByText(du.errors.check)).toBeTruthy();
    expect(screen.getAllByText(du.errors.field.required).length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText(du.errors.field.price_range)).toBeTruthy();
    expect(calls).toBe(0);
  });

  it("puts the server's 422 codes on their fields, translated", async () => {
    server.use(
      apiHandler('POST /v1/seller/products', () =>
        apiError(
          422,
          'The given data was invalid.',
          { name_german: ['The name is too long.'], 'variants.0.stock': ['Bad stock.'] },
          { name_german: 'too_long', 'variants.0.stock': 'invalid' },
        ),
      ),
    );
    await openNew();
    await fillValidProduct();
    fireEvent.click(screen.getByRole('button', { name: du.form.save }));
    const name = await screen.findByRole('textbox', { name: /^Name auf Deutsch/ });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(du.errors.field.too_long)).toBeTruthy();
    expect(screen.getByText(du.errors.field.invalid)).toBeTruthy();
    expect(screen.getByText(du.errors.check)).toBeTruthy();
    expect(screen.queryByText('The name is too long.')).toBeNull();
  });

  it('edits an existing product and publishes it; a product without a picture is refused', async () => {
    const updates: SellerProductInput[] = [];
    let publishes = 0;
    server.use(
      apiHandler('GET /v1/seller/products/{id}', ({ params }) =>
        testProduct({ id: Number(params.id) }),
      ),
      apiHandler('PUT /v1/seller/products/{id}', ({ body }) => {
        updates.push(body);
        return testProduct({
          ...body,
          variants: [{ id: 11, color_id: 1, size_id: 2, price: 35, stock: 4 }],
          updated_at: '2026-11-21T10:00:00Z',
        });
      }),
      apiHandler('POST /v1/seller/products/{id}/publish', () => {
        publishes++;
        return publishes === 1
          ? apiError(
              422,
              'Not publishable',
              { product: ['needs a picture'] },
              { product: 'not_publishable' },
            )
          : testProduct({ status: 'published' });
      }),
    );
    await openExisting();
    const price = await screen.findByRole('textbox', { name: /^Preis von Variante 1/ });
    expect((price as HTMLInputElement).value).toBe('29,90');
    fireEvent.change(price, { target: { value: '35' } });
    fireEvent.click(screen.getByRole('button', { name: du.form.save }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.variants).toEqual([
      { id: 11, color_id: 1, size_id: 2, price: 35, stock: 4 },
    ]);
    fireEvent.click(screen.getByRole('button', { name: du.form.publish }));
    expect(await screen.findByText(du.errors.field.not_publishable)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: du.form.publish }));
    expect(await screen.findByRole('button', { name: du.form.unpublish })).toBeTruthy();
    expect(screen.getByText(du.products.status.published)).toBeTruthy();
  });

  it('shows an error with a retry when the product cannot be read', async () => {
    server.use(apiHandler('GET /v1/seller/products/{id}', () => apiError(500, 'boom')));
    await openExisting();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button')).toBeTruthy();
  });

  it('groups sub-categories under their parent, sorted by name, and names sizes as the shop does', async () => {
    server.use(
      apiHandler('GET /v1/seller/options', () => ({
        ...testOptions,
        categories: [
          { id: 7, parent_id: 3, name_german: 'Rucksäcke', name_arabic: 'حقائب ظهر' },
          { id: 3, parent_id: null, name_german: 'Taschen', name_arabic: 'حقائب' },
          { id: 4, parent_id: null, name_german: 'Schuhe', name_arabic: 'أحذية' },
          { id: 8, parent_id: 3, name_german: 'Handtaschen', name_arabic: 'حقائب يد' },
          { id: 9, parent_id: 4, name_german: 'Stiefel', name_arabic: 'أحذية طويلة' },
        ],
        sizes: [
          {
            id: 2,
            kind: 'size',
            value: 'ONE',
            name_german: 'Einheitsgröße',
            name_arabic: 'مقاس موحد',
          },
        ],
      })),
      apiHandler('GET /v1/seller/products/{id}', () =>
        testProduct({ variants: [{ id: 11, color_id: 1, size_id: 2, price: 24.9, stock: 4 }] }),
      ),
    );
    await openExisting();
    const price = await screen.findByRole('textbox', { name: /^Preis von Variante 1/ });
    expect((price as HTMLInputElement).value).toBe('24,90');
    expect(screen.getByRole('combobox', { name: /^Größe von Variante 1/ }).textContent).toBe(
      'Einheitsgröße',
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(`^${du.form.category}`) }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Schuhe', 'Stiefel', 'Taschen', 'Handtaschen', 'Rucksäcke']);
  });

  it('clears a failed upload once the product is saved', async () => {
    let saves = 0;
    server.use(
      apiHandler('GET /v1/seller/products/{id}', () => testProduct()),
      apiHandler('POST /v1/seller/products/{id}/images', () => apiError(500, 'boom')),
      apiHandler('PUT /v1/seller/products/{id}', () => {
        saves++;
        return testProduct();
      }),
    );
    await openExisting();
    await screen.findByRole('textbox', { name: /^Preis von Variante 1/ });
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'bag.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('picture-file'), { target: { files: [png] } });
    const pictures = screen.getByRole('region', { name: du.pictures.title });
    await waitFor(() => expect(within(pictures).queryByText(du.errors.failed)).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: du.form.save }));
    await waitFor(() => expect(saves).toBe(1));
    await waitFor(() => expect(within(pictures).queryByText(du.errors.failed)).toBeNull());
  });
});
