import { expect, it } from 'vitest';
import { namespaceOriginsOf } from './mount';

it('reads each remote namespace from the folder of its manifest', () => {
  expect(
    namespaceOriginsOf({
      apiBaseUrl: 'http://localhost:4000',
      storageBaseUrl: 'http://localhost:4000/storage/',
      remotes: {
        catalog: 'http://localhost:3001/mf-manifest.json',
        product: 'https://product.shop.example/app/mf-manifest.json',
        cartCheckout: 'http://localhost:3003/mf-manifest.json',
        account: 'http://localhost:3004/mf-manifest.json',
        auth: 'http://localhost:3005/mf-manifest.json',
      },
    }),
  ).toEqual({
    catalog: 'http://localhost:3001/',
    product: 'https://product.shop.example/app/',
    cartCheckout: 'http://localhost:3003/',
    account: 'http://localhost:3004/',
    auth: 'http://localhost:3005/',
  });
});
