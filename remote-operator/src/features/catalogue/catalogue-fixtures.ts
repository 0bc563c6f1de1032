import type { Page } from '@storefront/shared/contracts';
import type {
  OperatorCategory,
  OperatorProduct,
  StockMovement,
} from '@storefront/shared/operator-contracts';

// Test data for the catalogue pages, in the API's shapes.

export function aProduct(id: number, change: Partial<OperatorProduct> = {}): OperatorProduct {
  return {
    id,
    sku: `SKU-${id}`,
    slug: `product-${id}`,
    name: `Product ${id}`,
    description: '',
    categoryId: 1,
    categoryName: 'Fruit & veg',
    priceMinor: 249,
    vatRateBasisPoints: 0,
    currency: 'GBP',
    unit: 'each',
    estimatedWeightGrams: null,
    gtin: null,
    stock: 20,
    image: `products/product-${id}.png`,
    published: true,
    featured: false,
    variantOf: null,
    optionNames: [],
    optionValues: [],
    createdAt: '2025-03-01T09:00:00.000Z',
    updatedAt: '2025-03-02T10:00:00.000Z',
    ...change,
  };
}

export function aCategory(id: number, change: Partial<OperatorCategory> = {}): OperatorCategory {
  return {
    id,
    slug: `category-${id}`,
    name: `Category ${id}`,
    description: '',
    image: `categories/category-${id}.svg`,
    position: id,
    productCount: 0,
    ...change,
  };
}

export const fruit = aCategory(1, { name: 'Fruit & veg', productCount: 12 });
export const bakery = aCategory(2, { name: 'Bakery', productCount: 0 });
export const dairy = aCategory(3, { name: 'Dairy', productCount: 4 });

export function aMovement(n: number, change: Partial<StockMovement> = {}): StockMovement {
  return {
    id: `m-${n}`,
    kind: 'received',
    quantityChange: 10,
    balanceAfter: 10,
    note: null,
    orderId: null,
    orderNumber: null,
    operator: { id: 'u-op', name: 'Olga Operator' },
    createdAt: '2025-03-02T10:00:00.000Z',
    ...change,
  };
}

export function aProductPage<Item>(items: Item[], total = items.length, page = 1): Page<Item> {
  return { items, page, pageSize: 20, total };
}

/** The JSON body of a request the mock API saw. */
export const bodyOf = (data: unknown) => JSON.parse(data as string) as unknown;
