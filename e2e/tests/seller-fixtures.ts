import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { FreshShopper } from '../fixtures/fresh-shopper';
import { API_URL } from '../fixtures/shop';

/** The seeded demo accounts of the marketplace (`SEED_DEMO`; see shop-api/test/support/test-app.ts). */
export const VENDOR = { email: 'vendor@example.com', password: 'Vendor123!' };
export const OPERATOR = { email: 'operator@example.com', password: 'Operator123!' };

/** Signs a seeded account in through the API, as a `FreshShopper` the journeys' helpers take. */
export async function signInDemo(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<FreshShopper> {
  const login = await request.post(`${API_URL}/v1/login`, {
    data: { ...account, remember_me: true },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  return { ...account, name: account.email, token, headers: { Authorization: `Bearer ${token}` } };
}

/** The page never scrolls sideways at the window's width. */
export async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

// A 1×1 PNG and the start of a PDF: the API checks files by their content, not their names.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');
