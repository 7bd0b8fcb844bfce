import { createFreshShopper, signInAs } from './fixtures/fresh-shopper';
import { applicationOf, applyForStore, approveStore, listProduct } from './fixtures/marketplace';
import { type RouteParams, routesToMeasure, type SessionState } from './fixtures/route-addresses';
import { budgetReport, routesOverBudget, updateBudgets } from './fixtures/route-budgets';
import { measureRoutes } from './fixtures/route-javascript';
import { OPERATOR, signInDemo } from './fixtures/seller';
import { API_URL, useStoredLanguage } from './fixtures/shop';
import { placeOrderFor } from './fixtures/shopper-orders';
import { expect, test } from './fixtures/test';

// Every route of the shop loaded with an empty cache, its JavaScript (as served, compressed)
// summed until the network and the browser are idle and held to the checked-in budget in
// route-js-budgets.json: a route that grows fails, naming every route over its budget. Other
// remotes' entries fetched ahead of a click are printed ("preloaded") but not counted. The seller
// center is measured as a vendor and the back office as the operator, with their real pages shown.

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
  await checkBudgets(page, 'signed out', {});
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

test('every page of the seller center stays within its JavaScript budget for its vendor', async ({
  page,
  request,
}) => {
  // A vendor of its own, approved by the operator, with one product a shopper has bought: the
  // dashboard draws its chart, the orders and the statement have a line, the product page opens.
  const vendor = await createFreshShopper(request, 'budgets-vendor');
  const stamp = Date.now();
  const store = { german: `Budgetladen ${stamp}`, arabic: `متجر الميزانية ${stamp}` };
  await approveStore(request, vendor, store, await signInDemo(request, OPERATOR));
  const product = await listProduct(request, vendor, {
    german: `Budgetjacke ${stamp}`,
    arabic: `سترة الميزانية ${stamp}`,
  });
  await placeOrderFor(request, await createFreshShopper(request, 'budgets-buyer'), product.id, 1);
  await useStoredLanguage(page, 'du');
  await signInAs(page, vendor);
  await checkBudgets(page, 'vendor', { productId: product.id });
});

test('every page of the back office stays within its JavaScript budget for the operator', async ({
  page,
  request,
}) => {
  // An application waiting for a decision, so its page shows the logo and the ID document.
  const operator = await signInDemo(request, OPERATOR);
  const store = { german: `Budgetantrag ${Date.now()}`, arabic: 'طلب الميزانية' };
  await applyForStore(request, await createFreshShopper(request, 'budgets-applicant'), store);
  const applicationId = await applicationOf(request, operator, store.german);
  await useStoredLanguage(page, 'du');
  await signInAs(page, operator);
  await checkBudgets(page, 'operator', { applicationId });
});
