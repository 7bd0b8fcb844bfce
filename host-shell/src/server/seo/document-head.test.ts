import type { Category } from '@shop/shared-contracts/api/entities';
import { categoriesKey, productKey, vendorKey } from '@shop/shared-contracts/query/query-keys';
import type { RuntimeConfig } from '@shop/shared-contracts/runtime-config';
import { QueryClient } from '@shop/shared-platform/query/react-query';
import { describe, expect, it } from 'vitest';
import { documentHead } from '../document-head';
import {
  content,
  hostI18n,
  jsonLdOfType,
  ORIGIN,
  parseHead,
  SAMPLE_VENDOR,
  sampleProduct,
} from './seo-test-kit';

const runtimeConfig = {
  apiBaseUrl: 'https://api.shop.example',
  storageBaseUrl: 'https://api.shop.example/storage/',
  remotes: {},
} as unknown as RuntimeConfig;

const TREE: Category[] = [
  {
    id: 3,
    image: null,
    name_german: 'Mode',
    name_arabic: 'أزياء',
    slug_german: 'mode',
    slug_arabic: 'azya',
    sub_categories: [
      {
        id: 4,
        parent_id: 3,
        image: null,
        name_german: 'Hemden',
        name_arabic: 'قمصان',
        slug_german: 'hemden',
        slug_arabic: 'qumsan',
      },
    ],
  },
];

describe('documentHead', () => {
  it("describes the product, its seller and category path from the render's query cache", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(productKey(12), sampleProduct());
    queryClient.setQueryData(categoriesKey, TREE);
    queryClient.setQueryData(vendorKey(2), SAMPLE_VENDOR);
    const html = documentHead({
      request: { url: '/product/12?lang=ar', origin: ORIGIN, language: 'ar', runtimeConfig },
      i18n: await hostI18n('ar'),
      queryClient,
      status: 200,
    });
    const head = parseHead(html);
    expect(content(head, 'meta[property="og:title"]')).toBe('قميص كتان – بازار');
    expect(content(head, 'meta[property="og:image"]')).toBe(
      'https://api.shop.example/storage/products/shirt.jpg',
    );
    expect(jsonLdOfType(head, 'Product')?.offers).toMatchObject({
      seller: { '@type': 'Organization', name: 'متجر القماش' },
    });
    const crumbs = jsonLdOfType(head, 'BreadcrumbList')?.itemListElement as { name: string }[];
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['الرئيسية', 'أزياء', 'قمصان', 'قميص كتان']);
  });
});
