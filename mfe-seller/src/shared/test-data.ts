import type { Paginated, User } from '@shop/shared-contracts/api/entities';
import type {
  OperatorApplication,
  OperatorVendor,
  SellerDashboard,
  SellerOptions,
  SellerProduct,
  SellerProductImage,
  SellerShipment,
  SellerStore,
} from '@shop/shared-contracts/api/marketplace';

/** Entities as the API answers them, for the component tests of this remote. */
export const testUser: User = {
  id: 7,
  name: 'Vera',
  email: 'vendor@example.com',
  email_verified_at: null,
  created_at: '2026-01-01T00:00:00Z',
};

export const testStore: SellerStore = {
  vendor_id: 1,
  status: 'active',
  store_name_in_german: 'Veras Laden',
  store_name_in_arabic: 'متجر فيرا',
  description_german: 'Taschen',
  description_arabic: 'حقائب',
  store_logo: null,
  address: 'Allee 1, Berlin',
};

export const page = <T>(data: T[], current = 1, last = 1): Paginated<T> => ({
  data,
  current_page: current,
  last_page: last,
  total: data.length,
  per_page: 15,
});

export function testDashboard(overrides: Partial<SellerDashboard> = {}): SellerDashboard {
  return {
    to_ship: 2,
    sales_by_day: Array.from({ length: 30 }, (_, day) => ({
      date: `2026-11-${String(day + 1).padStart(2, '0')}`,
      revenue: day === 29 ? 59.8 : 0,
      orders: day === 29 ? 2 : 0,
    })),
    low_stock: [
      {
        product_id: 4,
        variant_id: 9,
        name_german: 'Ledertasche',
        name_arabic: 'حقيبة جلدية',
        variant_label: 'Rot · M',
        stock: 1,
      },
    ],
    rating: { average: 4.5, count: 12 },
    ...overrides,
  };
}

export const testOptions: SellerOptions = {
  categories: [{ id: 3, parent_id: null, name_german: 'Taschen', name_arabic: 'حقائب' }],
  colors: [{ id: 1, kind: 'color', value: '#ff0000', name_german: 'Rot', name_arabic: 'أحمر' }],
  sizes: [{ id: 2, kind: 'size', value: 'M', name_german: 'M', name_arabic: 'M' }],
};

export function testProduct(overrides: Partial<SellerProduct> = {}): SellerProduct {
  return {
    id: 5,
    status: 'draft',
    name_german: 'Ledertasche',
    name_arabic: 'حقيبة جلدية',
    description_german: 'Aus Leder',
    description_arabic: 'من الجلد',
    category_id: 3,
    variants: [{ id: 11, color_id: 1, size_id: 2, price: 29.9, stock: 4 }],
    images: [],
    updated_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

/** A product picture at `position`, with the sizes the API makes of an upload. */
export const testPicture = (id: number, position: number): SellerProductImage => ({
  id,
  url: `http://api.test/storage/product-images/${id}/640.jpg`,
  srcset: `http://api.test/storage/product-images/${id}/640.webp 640w`,
  position,
});

export function testShipment(id: number, overrides: Partial<SellerShipment> = {}): SellerShipment {
  return {
    id,
    order_id: 100 + id,
    order_number: `ORD-20261120-00000${id}`,
    status: 'pending',
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    ship_to: { name: 'Sam', address: 'Weg 2', city: 'Köln', postal_code: '50667', country: 'DE' },
    lines: [
      {
        order_item_id: 1,
        product_id: 5,
        name_german: 'Ledertasche',
        name_arabic: 'حقيبة جلدية',
        variant_label: 'Rot · M',
        quantity: 2,
        unit_price: 29.9,
        subtotal: 59.8,
      },
    ],
    total: 59.8,
    carrier: null,
    tracking_number: null,
    ...overrides,
  };
}

export function testApplication(
  id: number,
  overrides: Partial<OperatorApplication> = {},
): OperatorApplication {
  return {
    id,
    status: 'under_review',
    applicant: { id: 20 + id, name: `Amal ${id}`, email: `amal${id}@example.com` },
    store_name_in_german: `Amals Laden ${id}`,
    store_name_in_arabic: `متجر أمل ${id}`,
    address: 'Straße 3, Hamburg',
    phone: '+49 40 123456',
    store_type: 'retail',
    rejection_reason: null,
    vendor_id: null,
    created_at: '2026-11-25T09:00:00Z',
    decided_at: null,
    ...overrides,
  };
}

export function testVendor(id: number, overrides: Partial<OperatorVendor> = {}): OperatorVendor {
  return {
    id,
    status: 'active',
    store_name_in_german: `Laden ${id}`,
    store_name_in_arabic: `متجر ${id}`,
    owner: { id: 30 + id, name: `Owner ${id}`, email: `owner${id}@example.com` },
    products: 3,
    suspended_reason: null,
    ...overrides,
  };
}
