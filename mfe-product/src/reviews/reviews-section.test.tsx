import type { Review } from '@shop/shared-contracts/api/entities';
import { apiError, apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { review, reviewPage, shopper } from '../product/product-page-fixtures';
import { ReviewsSection } from './reviews-section';

// The reviews are built in a deferred render: on a busy two-core machine that can take seconds.
configure({ asyncUtilTimeout: 5_000 });

// A shopper who has not reviewed the product yet, unless a test answers otherwise.
const server = setupApiServer(apiHandler('POST /v1/products/my-review', () => null));

const renderSection = (language: 'du' | 'ar' = 'du') =>
  renderRemotePage(<ReviewsSection productId={7} vendorId={2} />, {
    route: '/product/7',
    language,
    namespaces: ['product'],
    session: { user: shopper },
  });

describe('the reviews', () => {
  it('shows the texts as text, the badge, the distribution, and more on demand', async () => {
    const hostile = '<img src=x onerror="alert(1)">';
    server.use(
      apiHandler('POST /v1/products/reviews', ({ body }) =>
        body.page === 2
          ? reviewPage([review(3, 1, 'Zu klein')], 2, 2, 3)
          : reviewPage([review(1, 5, hostile, true), review(2, 4, 'Gut')], 1, 2, 3),
      ),
    );
    await renderSection();
    expect(await screen.findByText(hostile)).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getAllByText('Verifizierter Kauf')).toHaveLength(1);
    expect(screen.getByTestId('reviews-total').textContent).toBe('3 Bewertungen');
    expect(screen.getByRole('progressbar', { name: '5 Sterne: 1 Bewertung' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '3 Sterne: 0 Bewertungen' })).toBeTruthy();
    expect(screen.getAllByTestId('review')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Weitere Bewertungen' }));
    expect(await screen.findByText('Zu klein')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Weitere Bewertungen' })).toBeNull();
  });

  it('checks the rating first, then the text, one error at a time, and sends a valid review', async () => {
    const posted = vi.fn();
    let reviews = [review(2, 4, 'Gut')];
    let mine: Review | null = null;
    server.use(
      apiHandler('POST /v1/products/reviews', () => reviewPage(reviews)),
      apiHandler('POST /v1/products/my-review', () => mine),
      apiHandler('POST /v1/products/add-review', ({ body }) => {
        posted(body);
        mine = { ...review(9, body.rating, body.review), user: { name: 'Sara Shopper' } };
        reviews = [mine, ...reviews];
        return { data: mine };
      }),
    );
    await renderSection();
    await screen.findByText('Gut');
    fireEvent.click(screen.getByRole('button', { name: 'Bewertung schreiben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bewertung schreiben' });
    const submit = within(dialog).getByRole('button', { name: 'Bewertung absenden' });
    fireEvent.click(submit);
    expect(within(dialog).getByRole('alert').textContent).toBe('Bitte wähle eine Bewertung.');
    fireEvent.click(within(dialog).getByRole('radio', { name: '2 von 5 Sternen' }));
    fireEvent.change(within(dialog).getByPlaceholderText('Schreibe hier deine Bewertung...'), {
      target: { value: '   ' },
    });
    fireEvent.click(submit);
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(within(dialog).getByRole('alert').textContent).toBe('Bitte schreibe eine Bewertung.');
    expect(posted).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByPlaceholderText('Schreibe hier deine Bewertung...'), {
      target: { value: '  Leider zu eng.  ' },
    });
    fireEvent.click(submit);
    expect(await screen.findByText('Leider zu eng.')).toBeTruthy();
    expect(posted).toHaveBeenCalledWith({ product_id: 7, rating: 2, review: 'Leider zu eng.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    expect(screen.getByTestId('reviews-average').textContent).toBe('3');
    expect(screen.getByRole('progressbar', { name: '2 Sterne: 1 Bewertung' })).toBeTruthy();

    // The shopper's own review was asked again after sending: the section offers to edit it,
    // and the form opens with it.
    fireEvent.click(await screen.findByRole('button', { name: 'Deine Bewertung bearbeiten' }));
    const again = await screen.findByRole('dialog', { name: 'Deine Bewertung bearbeiten' });
    expect(
      (
        within(again).getByPlaceholderText(
          'Schreibe hier deine Bewertung...',
        ) as HTMLTextAreaElement
      ).value,
    ).toBe('Leider zu eng.');
    expect(
      (within(again).getByRole('radio', { name: '2 von 5 Sternen' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('keeps the form open with a message when the review cannot be sent', async () => {
    server.use(
      apiHandler('POST /v1/products/reviews', () => reviewPage([])),
      apiHandler('POST /v1/products/add-review', () => apiError(500, 'Down')),
    );
    await renderSection('ar');
    expect(await screen.findByText('لا توجد تقييمات بعد. اكتب أول تقييم!')).toBeTruthy();
    // No 0 with empty stars for a product nobody rated.
    expect(screen.queryByTestId('reviews-average')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'اكتب تقييمًا' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'نجمة واحدة من 5' }));
    fireEvent.change(within(dialog).getByPlaceholderText('اكتب تقييمك هنا...'), {
      target: { value: 'سيء' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إرسال التقييم' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'تعذّر إرسال التقييم. يرجى المحاولة مرة أخرى.',
    );
  });

  it('says the team removed the review instead of offering the form to write another', async () => {
    const removed = 'Your review of this product was removed by our team.';
    const refusal = () =>
      apiError(409, removed, { review: [removed] }, { review: 'review_removed' });
    server.use(
      apiHandler('POST /v1/products/reviews', () => reviewPage([review(2, 4, 'Gut')])),
      apiHandler('POST /v1/products/my-review', refusal),
    );
    await renderSection();
    await screen.findByText('Gut');
    fireEvent.click(screen.getByRole('button', { name: 'Bewertung schreiben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bewertung schreiben' });
    expect((await within(dialog).findByTestId('review-removed')).textContent).toBe(
      'Deine Bewertung dieses Produkts wurde von unserem Team entfernt.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Bewertung absenden' })).toBeNull();
    expect(within(dialog).queryByPlaceholderText('Schreibe hier deine Bewertung...')).toBeNull();
  });

  it('says so when the review is removed while the form is open', async () => {
    const removed = 'Your review of this product was removed by our team.';
    server.use(
      apiHandler('POST /v1/products/reviews', () => reviewPage([])),
      apiHandler('POST /v1/products/add-review', () =>
        apiError(409, removed, { review: [removed] }, { review: 'review_removed' }),
      ),
    );
    await renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Bewertung schreiben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bewertung schreiben' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '2 von 5 Sternen' }));
    fireEvent.change(within(dialog).getByPlaceholderText('Schreibe hier deine Bewertung...'), {
      target: { value: 'Nochmal' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bewertung absenden' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Deine Bewertung dieses Produkts wurde von unserem Team entfernt.',
    );
  });

  it('sets a German review on an Arabic page in its own direction', async () => {
    server.use(
      apiHandler('POST /v1/products/reviews', () =>
        reviewPage([review(1, 5, 'Passt gut, schnell geliefert.')]),
      ),
    );
    await renderSection('ar');
    // Set right to left, the full stop would jump to the start of the line.
    const text = await screen.findByText('Passt gut, schnell geliefert.');
    expect(text.closest('[dir]')?.getAttribute('dir')).toBe('auto');
    expect(screen.getByText('Kundin 1').closest('[dir]')?.getAttribute('dir')).toBe('auto');
  });
});
