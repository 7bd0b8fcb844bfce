// What the rollout benchmark's shoppers ask for: documents (rendered by the render service through
// the host's nginx), API reads, a signed-in read, an order retried with its Idempotency-Key (it
// must answer the order the key placed, never a second one), and what a page loads of the catalog
// remote (its manifest, then the remote entry and the translation that manifest names).

/** Registers a shopper with an address and one item in the cart, and places its order once. */
export async function prepareShopper(client, apiOrigin) {
  const json = async (url, options) => {
    const answer = await client.send(url, {
      ...options,
      headers: { 'content-type': 'application/json', ...options?.headers },
    });
    if (answer.status >= 300) throw new Error(`${url} answered ${answer.status}: ${answer.body}`);
    return JSON.parse(answer.body).data;
  };
  const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `rollout-${run}@example.com`;
  const password = 'Wander-Lust-58';
  const body = (value) => JSON.stringify(value);
  await json(`${apiOrigin}/v1/register`, {
    method: 'POST',
    body: body({ name: 'Rollout Shopper', email, password, password_confirmation: password }),
  });
  const { token } = await json(`${apiOrigin}/v1/login`, {
    method: 'POST',
    body: body({ email, password, remember_me: false }),
  });
  const headers = { authorization: `Bearer ${token}` };
  const product = await json(`${apiOrigin}/v1/products/1`);
  const variant = product.variants.find((item) => item.stock > 0);
  const address = await json(`${apiOrigin}/v1/address`, {
    method: 'POST',
    headers,
    body: body({
      title: 'Zuhause',
      country_id: 1,
      address: 'Rollweg 1',
      phone_number: '030123456',
    }),
  });
  await json(`${apiOrigin}/v1/cart`, {
    method: 'POST',
    headers,
    body: body({ product_id: product.id, product_variant_id: variant.id, quantity: 1 }),
  });
  const order = {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': 'application/json',
      'idempotency-key': `rollout-${run}`,
    },
    body: body({ address_id: address.id, shipping_type: 'normal', coupon: '', wallet: true }),
  };
  const placed = await json(`${apiOrigin}/v1/place-order`, order);
  return { headers, order, orderId: placed.id };
}

const DOCUMENTS = ['/?lang=du', '/product/1?lang=ar', '/store?lang=du', '/?lang=ar'];

/** The steps each connection sends in turn. `recorder.note` counts how documents were made. */
export function trafficMix({ hostOrigin, apiOrigin, catalogManifest, shopper, recorder }) {
  let documentIndex = 0;
  const document = async (client) => {
    const path = DOCUMENTS[documentIndex++ % DOCUMENTS.length];
    const answer = await client.check('document', `${hostOrigin}${path}`, {}, (response) =>
      String(response.headers['content-type']).startsWith('text/html') ? undefined : 'not-html',
    );
    if (answer) recorder.note(`document ${answer.headers['x-shop-render'] ?? 'unknown'}`);
  };
  const apiRead = (path, headers) => (client) =>
    client.check('api-read', `${apiOrigin}${path}`, { headers });
  const order = (client) =>
    client.check('order', `${apiOrigin}/v1/place-order`, shopper.order, (response) =>
      JSON.parse(response.body).data?.id === shopper.orderId ? undefined : 'another-order',
    );
  // A page's view of the remote: the entry and translation of the manifest it read must exist.
  const remote = async (client) => {
    const answer = await client.check('remote', catalogManifest);
    if (!answer) return;
    const { remoteEntry } = JSON.parse(answer.body).metaData;
    const base = new URL('.', catalogManifest).href;
    await client.check('remote', `${base}${remoteEntry.path}${remoteEntry.name}`);
    await client.check('remote', `${base}locales/ar/catalog.json`);
  };
  return [
    document,
    apiRead('/v1/products/1'),
    order,
    remote,
    apiRead('/v1/products?per_page=12'),
    document,
    apiRead('/v1/cart', shopper.headers),
  ];
}
