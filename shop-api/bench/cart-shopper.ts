/** Signs the seed shopper in and fills the cart with three in-stock items; returns the token. */
export async function shopperWithCart(baseUrl: string): Promise<string> {
  const login = await post(baseUrl, '/v1/login', {
    email: 'shopper@example.com',
    password: 'Shopper123!',
  });
  const token = (login.data as { token: string }).token;
  const auth = { Authorization: `Bearer ${token}` };
  await fetch(`${baseUrl}/v1/clear/cart`, { headers: auth });
  let added = 0;
  for (let productId = 2; added < 3 && productId < 40; productId++) {
    const detail = await fetch(`${baseUrl}/v1/products/${productId}`).then((r) => r.json());
    const variants = (detail as { data: { variants: { id: number; stock: number }[] } }).data
      .variants;
    const variant = variants.find((candidate) => candidate.stock > 0);
    if (!variant) continue;
    const body = { product_id: productId, product_variant_id: variant.id, quantity: 1 };
    await post(baseUrl, '/v1/cart', body, auth);
    added++;
  }
  const cart = await fetch(`${baseUrl}/v1/cart`, { headers: auth }).then((r) => r.json());
  const items = (cart as { data: unknown[] }).data.length;
  if (items !== 3) throw new Error(`the benchmark cart holds ${items} items, not 3`);
  return token;
}

async function post(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ data: unknown }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as { data: unknown };
}
