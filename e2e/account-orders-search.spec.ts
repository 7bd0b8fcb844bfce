import { expectNoSeriousA11yViolations } from './fixtures/axe';
import {
  API_URL,
  DEMO_SHOPPER,
  remoteRoot,
  signInAsDemoShopper,
  translation,
  useStoredLanguage,
} from './fixtures/shop';
import { expect, test } from './fixtures/test';

const du = (key: string) => translation('account', 'du', key);

test('the demo shopper searches and filters orders on the server (du)', async ({
  page,
  request,
}) => {
  const login = await request.post(`${API_URL}/v1/login`, { data: DEMO_SHOPPER });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const all = await request.get(`${API_URL}/v1/orders`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const orders = ((await all.json()) as { data: { data: { order_number: string }[] } }).data.data;
  const wanted = orders[1]?.order_number ?? '';

  await useStoredLanguage(page, 'du');
  await signInAsDemoShopper(page, request);
  await page.goto('/orders');
  const root = remoteRoot(page, 'account');
  await expect(root.getByRole('article').first()).toBeVisible();
  const listed = await root.getByRole('article').count();
  expect(listed).toBeGreaterThan(1);

  await root.getByRole('searchbox', { name: du('orders.search') }).fill(wanted);
  await root.getByRole('searchbox', { name: du('orders.search') }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${wanted}`));
  await expect(root.getByRole('article')).toHaveCount(1);
  await expect(root.getByRole('article', { name: wanted })).toBeVisible();

  await root.getByRole('searchbox', { name: du('orders.search') }).fill('');
  await root.getByRole('searchbox', { name: du('orders.search') }).press('Enter');
  await root.getByRole('combobox', { name: du('orders.statusFilter') }).click();
  await page.getByRole('option', { name: du('orders.status.shipped') }).click();
  await expect(page).toHaveURL(/status=shipped/);
  await expect(root.getByRole('article')).not.toHaveCount(listed);
  for (const status of await root.getByRole('article').locator('.MuiChip-label').allTextContents())
    expect(status).toBe(du('orders.status.shipped'));

  // The open card shows the tracking history; reload keeps the filter.
  const card = root.getByRole('article').first();
  await card.getByRole('button', { name: du('orders.showDetails') }).click();
  await expect(card.getByText(du('orders.timeline.shipped')).first()).toBeVisible();
  await page.reload();
  await expect(root.getByRole('combobox', { name: du('orders.statusFilter') })).toHaveText(
    du('orders.status.shipped'),
  );
  await expectNoSeriousA11yViolations(page);
});
