import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { renderHost } from '../testing/render-host';
import { setupTestI18n } from '../testing/test-i18n';
import { SearchBox } from './search-box';

beforeAll(() => setupTestI18n('en'));
afterEach(() => cleanup());

function openSearch() {
  fireEvent.click(screen.getByRole('button', { name: 'Open search' }));
  return screen.getByRole('searchbox', { name: 'Search products' });
}

it('opens a field and navigates to /store?q= on submit', () => {
  renderHost(<SearchBox />, { path: '/product/4' });
  const field = openSearch();
  fireEvent.change(field, { target: { value: '  rote Schuhe ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(screen.getByTestId('location').textContent).toBe('/store?q=rote+Schuhe');
});

it('does nothing on an empty submit', () => {
  renderHost(<SearchBox />, { path: '/orders' });
  const field = openSearch();
  fireEvent.change(field, { target: { value: '   ' } });
  fireEvent.submit(field.closest('form') as HTMLFormElement);
  expect(screen.getByTestId('location').textContent).toBe('/orders');
  expect(screen.getByRole('searchbox')).toBeTruthy();
});
