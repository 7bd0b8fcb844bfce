// The data the signed-in routes need, made through the shop's API: a shopper of its own (the
// seeded demo shopper's data stays as it is) with two items in the cart and a delivery address,
// and a seeded product with images for the product page.

async function call(apiUrl, path, { method = 'GET', token, body } = {}) {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text).data;
}

/** Seeded products with at least one variant in stock, as the search answers. */
async function productsInStock(apiUrl) {
  const found = await call(apiUrl, '/v1/products/search?per_page=100');
  return found.products.data.filter((product) =>
    product.variants.some((variant) => !variant.is_out_of_stock && variant.stock >= 10),
  );
}

/** The id of a seeded product that has images (its page shows a gallery, the likely LCP). */
export async function productWithImages(apiUrl) {
  const product = (await productsInStock(apiUrl)).find((item) => item.images.length > 0);
  if (!product) throw new Error('The seed has no product with images.');
  return product.id;
}

/**
 * Registers a new shopper, signs it in with remember-me (the token the shop keeps in
 * localStorage), fills its cart with two items and gives it a default address.
 * @returns {Promise<{ email: string, token: string }>}
 */
export async function createBenchShopper(apiUrl) {
  const email = `bench-${Date.now()}@example.com`;
  // Nothing of the e-mail address or the name: the API refuses such passwords.
  const password = 'Tulip-Harbor-4821!';
  await call(apiUrl, '/v1/register', {
    method: 'POST',
    body: { name: 'Bench Shopper', email, password, password_confirmation: password },
  });
  const { token } = await call(apiUrl, '/v1/login', {
    method: 'POST',
    body: { email, password, remember_me: true },
  });
  const products = (await productsInStock(apiUrl)).slice(0, 2);
  for (const product of products) {
    const variant = product.variants.find((item) => !item.is_out_of_stock && item.stock >= 10);
    await call(apiUrl, '/v1/cart', {
      method: 'POST',
      token,
      body: { product_id: product.id, product_variant_id: variant.id, quantity: 1 },
    });
  }
  await call(apiUrl, '/v1/address', {
    method: 'POST',
    token,
    body: {
      title: 'Zuhause',
      country_id: 1,
      address: 'Messstraße 1',
      city: 'Berlin',
      postal_code: '10115',
      phone_number: '+49 30 5550000',
      is_default: true,
    },
  });
  return { email, token };
}
