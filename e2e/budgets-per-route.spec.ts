import { createFreshShopper, signInAs } from './fixtures/fresh-shopper';
import { budgetReport, routesOverBudget, updateBudgets } from './fixtures/route-budgets';
import {
  measureRoutes,
  type RouteParams,
  routesToMeasure,
  type SessionState,
} from './fixtures/route-javascript';
import { API_URL, useStoredLanguage } from './fixtures/shop';
import { placeOrderFor } from './fixtures/shopper-orders';
import { expect, test } from './fixtures/test';

// Every route of the shop loaded with an empty cache, its JavaScript (as served, compressed)
// summed until the network and the browser are idle and held to the checked-in budget in
// route-js-budgets.json: a route that grows fails, naming every route over its budget. Other
// remotes' entries fetched ahead of a click are printed ("preloaded") but not counted.

// About a dozen first visits per test: a few seconds each on a machine busy with other work.
test.describe.configure({ timeout: 90_000 });

async function checkBudgets(
  page: Parameters<typeof measureRoutes>[0],
  state: SessionState,
  params: RouteParams,
) {
  const measured = await measureRoutes(page, routesToMeasure(state, params));
  if (process.env.UPDATE_ROUTE_BUDGETS) updateBudgets(state, measured);
  console.log(budgetReport(state, measured));
  expect(routesOverBudget(state, measured), 'routes over their JavaScript budget').toEqual([]);
}

test('every route open to visitors stays within its JavaScript budget', async ({ page }) => {
  await useStoredLanguage(page, 'du');
  // No route open to visitors shows an order.
  await checkBudgets(page, 'signed out', { orderId: 0 });
});

test('every route for signed-in shoppers stays within its JavaScript budget', async ({
  page,
  request,
}) => {
  // Its own shopper: an order to confirm, and an item in the cart so the checkout opens.
  const shopper = await createFreshShopper(request, 'budgets');
  const { order, product, variant } = await placeOrderFor(request, shopper, 1, 1);
  const added = await request.post(`${API_URL}/v1/cart`, {
    headers: shopper.headers,
    data: { product_id: product.id, product_variant_id: variant.id, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await useStoredLanguage(page, 'du');
  await signInAs(page, shopper);
  await checkBudgets(page, 'signed in', { orderId: order.id });
});
