import type { Review } from '@shop/shared-contracts/api/entities';
import { onShopEvent } from '@shop/shared-platform/events/event-bus';
import { apiError, apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { review, reviewPage, shopper } from '../product/product-page-fixtures';
import { ReviewsSection } from './reviews-section';

const saras = (rating: number, text: string): Review => ({
  ...review(9, rating, text),
  user: { name: shopper.name },
});

const server = setupApiServer(
  apiHandler('POST /v1/products/reviews', () => reviewPage([review(2, 4, 'Gut')])),
);
const toasts: { kind: string; message: string }[] = [];
const stopToasts = onShopEvent('shop:toast:requested', (toast) => toasts.push(toast));
afterEach(() => {
  toasts.length = 0;
});
afterAll(stopToasts);

/** An answer the test gives when it chooses, to play a slow network. */
function later<T>() {
  let give: (value: T) => void = () => undefined;
  const answer = new Promise<T>((resolve) => {
    give = resolve;
  });
  return { answer, give };
}

const openForm = async (language: 'du' | 'ar' = 'du') => {
  await renderRemotePage(<ReviewsSection productId={7} vendorId={2} />, {
    route: '/product/7',
    language,
    namespaces: ['product'],
    session: { user: shopper },
  });
  await screen.findByText('Gut');
  // "Write a review", or "Edit your review" once the shopper's earlier one has answered.
  const opener =
    language === 'du'
      ? /^(Bewertung schreiben|Deine Bewertung bearbeiten)$/
      : /^(اكتب تقييمًا|تعديل تقييمك)$/;
  fireEvent.click(screen.getByRole('button', { name: opener }));
  return screen.findByRole('dialog');
};
const textOf = (dialog: HTMLElement) =>
  (within(dialog).getByRole('textbox') as HTMLTextAreaElement).value;
const checkedStars = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('radio')
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => radio.getAttribute('value'));

/** The shopper's review fails to load first; asked again, it answers when the test says. */
function failsThenAnswersLate() {
  let calls = 0;
  const slow = later<Review | null>();
  server.use(
    apiHandler('POST /v1/products/my-review', () => {
      calls += 1;
      return calls === 1 ? apiError(503, 'Down') : slow.answer;
    }),
  );
  return { give: slow.give, calls: () => calls };
}

describe('the review form', () => {
  it("opens with the shopper's earlier review, titled and sent as an edit", async () => {
    const posted: unknown[] = [];
    let mine = saras(3, 'Etwas eng geschnitten.');
    server.use(
      apiHandler('POST /v1/products/my-review', () => mine),
      apiHandler('POST /v1/products/add-review', ({ body }) => {
        posted.push(body);
        mine = saras(body.rating, body.review);
        return { data: mine };
      }),
    );
    const dialog = await openForm();
    expect(dialog.getAttribute('aria-labelledby')).toBe('review-form-title');
    expect(within(dialog).getByRole('heading').textContent).toBe('Deine Bewertung bearbeiten');
    expect(screen.getByRole('dialog', { name: 'Deine Bewertung bearbeiten' })).toBe(dialog);
    expect(checkedStars(dialog)).toEqual(['3']);
    expect(textOf(dialog)).toBe('Etwas eng geschnitten.');
    expect(within(dialog).queryByRole('button', { name: 'Bewertung absenden' })).toBeNull();

    fireEvent.change(within(dialog).getByRole('textbox'), {
      target: { value: 'Nach dem Umtausch passt sie.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bewertung aktualisieren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    expect(posted).toEqual([{ product_id: 7, rating: 3, review: 'Nach dem Umtausch passt sie.' }]);
    expect(toasts).toEqual([{ kind: 'success', message: 'Deine Bewertung ist aktualisiert.' }]);
  });

  it('opens empty, titled to write one, when the shopper has not reviewed the product', async () => {
    server.use(apiHandler('POST /v1/products/my-review', () => null));
    const dialog = await openForm();
    expect(screen.getByRole('dialog', { name: 'Bewertung schreiben' })).toBe(dialog);
    expect(checkedStars(dialog)).toEqual(['']);
    expect(textOf(dialog)).toBe('');
    expect(within(dialog).getByRole('button', { name: 'Bewertung absenden' })).toBeTruthy();
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('takes back "please write a review" as soon as the shopper types', async () => {
    server.use(apiHandler('POST /v1/products/my-review', () => null));
    const dialog = await openForm();
    const submit = within(dialog).getByRole('button', { name: 'Bewertung absenden' });
    fireEvent.click(submit);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Bitte wähle eine Bewertung.',
    );
    // Typing is no answer to a missing rating: that error stays until a star is chosen.
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: ' ' } });
    expect(within(dialog).getByRole('alert').textContent).toBe('Bitte wähle eine Bewertung.');
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 von 5 Sternen' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();

    fireEvent.click(submit);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Bitte schreibe eine Bewertung.',
    );
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: ' G' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('takes it back in Arabic too', async () => {
    server.use(apiHandler('POST /v1/products/my-review', () => null));
    const dialog = await openForm('ar');
    fireEvent.click(within(dialog).getAllByRole('radio')[3] as HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'إرسال التقييم' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('يرجى كتابة تقييم');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'ممتاز' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    // A review typed in German on the Arabic page is set left to right as it is typed.
    expect(within(dialog).getByRole('textbox').getAttribute('dir')).toBe('auto');
  });

  it('shows the loading sign, not an empty form, until the earlier review is there', async () => {
    const slow = later<Review | null>();
    server.use(apiHandler('POST /v1/products/my-review', () => slow.answer));
    const dialog = await openForm();
    expect(screen.getByRole('dialog', { name: 'Deine Bewertung wird geladen' })).toBe(dialog);
    expect(within(dialog).getByRole('progressbar')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeTruthy();

    slow.give(saras(5, 'Hält warm.'));
    expect(await screen.findByRole('dialog', { name: 'Deine Bewertung bearbeiten' })).toBe(dialog);
    expect(textOf(dialog)).toBe('Hält warm.');
    expect(checkedStars(dialog)).toEqual(['5']);
  });

  it('keeps what the shopper typed when their earlier review answers late', async () => {
    const slow = failsThenAnswersLate();
    // The first load failed; opening the form asks again, and that answer comes late.
    const dialog = await openForm();
    expect((await within(dialog).findByRole('status')).textContent).toContain(
      'Wir konnten nicht prüfen',
    );
    await waitFor(() => expect(slow.calls()).toBe(2));
    fireEvent.click(within(dialog).getByRole('radio', { name: '2 von 5 Sternen' }));
    fireEvent.change(within(dialog).getByRole('textbox'), {
      target: { value: 'Mein neuer Text' },
    });

    slow.give(saras(4, 'Mein alter Text'));
    // The answer arrived: the form now says it edits the earlier review...
    expect(await screen.findByRole('dialog', { name: 'Deine Bewertung bearbeiten' })).toBe(dialog);
    expect(within(dialog).queryByRole('status')).toBeNull();
    // ...but the shopper's own stars and text stay.
    expect(textOf(dialog)).toBe('Mein neuer Text');
    expect(checkedStars(dialog)).toEqual(['2']);
  });

  it('keeps unsent typing when the dialog is closed, and forgets it once the review is saved', async () => {
    let saved: Review | null = null;
    server.use(
      apiHandler('POST /v1/products/my-review', () => saved),
      apiHandler('POST /v1/products/add-review', ({ body }) => {
        saved = saras(body.rating, body.review);
        return { data: saved };
      }),
    );
    let dialog = await openForm();
    fireEvent.click(within(dialog).getByRole('radio', { name: '3 von 5 Sternen' }));
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Halb geschrie' } });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Bewertung schreiben' }));
    dialog = await screen.findByRole('dialog');
    expect(textOf(dialog)).toBe('Halb geschrie');
    expect(checkedStars(dialog)).toEqual(['3']);

    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Fertig' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bewertung absenden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Saved: the section now offers to edit it, and the form shows it, not the old draft.
    fireEvent.click(await screen.findByRole('button', { name: 'Deine Bewertung bearbeiten' }));
    dialog = await screen.findByRole('dialog', { name: 'Deine Bewertung bearbeiten' });
    expect(textOf(dialog)).toBe('Fertig');
  });

  it('fills a form the shopper has not touched yet when the answer comes late', async () => {
    const slow = failsThenAnswersLate();
    const dialog = await openForm();
    await within(dialog).findByRole('status');
    await waitFor(() => expect(slow.calls()).toBe(2));
    expect(textOf(dialog)).toBe('');
    slow.give(saras(4, 'Mein alter Text'));
    await waitFor(() => expect(textOf(dialog)).toBe('Mein alter Text'));
    expect(checkedStars(dialog)).toEqual(['4']);
  });

  it('still works, with a note, when the earlier review cannot be loaded', async () => {
    const posted: unknown[] = [];
    server.use(
      apiHandler('POST /v1/products/my-review', () => apiError(500, 'Down')),
      apiHandler('POST /v1/products/add-review', ({ body }) => {
        posted.push(body);
        return { data: saras(body.rating, body.review) };
      }),
    );
    const dialog = await openForm('ar');
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'تعذّر التحقق مما إذا كنت قد قيّمت هذا المنتج من قبل. لا يزال بإمكانك كتابة تقييم، وسيحلّ محلّ أي تقييم سابق.',
    );
    expect(screen.getByRole('dialog', { name: 'اكتب تقييمًا' })).toBe(dialog);
    expect(textOf(dialog)).toBe('');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'نجمة واحدة من 5' }));
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'سيء' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إرسال التقييم' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    expect(posted).toEqual([{ product_id: 7, rating: 1, review: 'سيء' }]);
    expect(toasts).toEqual([{ kind: 'success', message: 'شكرًا على تقييمك!' }]);
  });
});
