import type { StoreDetails } from '@storefront/shared';
import type {
  Address,
  Cart,
  CartLine,
  Category,
  CartDiscount,
  Order,
  Payment,
  ProductDetail,
  ProductSummary,
  Slot,
} from '@storefront/shared/contracts';

export const STORE: StoreDetails = {
  id: 38,
  name: 'Corner Market',
  currency: 'GBP',
  shopLink: 'corner-market',
  cardPayments: false,
  vatNumber: 'GB999999973',
  vatNumberDisplay: 'GB 999 9999 73',
  deliveryFeeMinor: 399,
  freeDeliveryFromMinor: 4000,
  minimumBasketMinor: 0,
  weighedBufferPercent: 10,
  substitutionAnswerMinutes: 10,
};

/** The same store where the API has Stripe set up: checkout offers card. */
export const CARD_STORE: StoreDetails = { ...STORE, cardPayments: true };

/** A product without options: its one variant is itself, with its price and stock. */
export function aProduct(change: Partial<ProductDetail> = {}): ProductDetail {
  const product = {
    id: 7,
    slug: 'earl-grey-tea',
    name: 'Earl Grey Tea',
    categorySlug: 'drinks',
    categoryName: 'Drinks',
    priceMinor: 350,
    currency: 'GBP',
    unit: 'each' as const,
    estimatedWeightGrams: null,
    stock: 20,
    image: 'products/earl-grey-tea.svg',
    featured: true,
    variantCount: 1,
    description: 'Black tea with bergamot, 80 bags.',
    options: [],
    ...change,
  };
  const { id, priceMinor, stock } = product;
  return {
    ...product,
    variants: change.variants ?? [{ id, sku: `SKU-${id}`, optionValues: [], priceMinor, stock }],
  };
}

/**
 * Coffee beans in two sizes and two grinds, listed as product 20 (its first
 * variant). The ground 250 g bag is sold out, and no 1 kg bag is ground.
 */
export function aProductWithOptions(change: Partial<ProductDetail> = {}): ProductDetail {
  return aProduct({
    id: 20,
    slug: 'house-coffee',
    name: 'House Coffee',
    categorySlug: 'drinks',
    categoryName: 'Drinks',
    priceMinor: 450,
    stock: 11,
    image: 'products/house-coffee.svg',
    variantCount: 3,
    description: 'Medium roast, from Colombia.',
    options: [
      { name: 'Size', values: ['250 g', '1 kg'] },
      { name: 'Grind', values: ['Whole bean', 'Ground'] },
    ],
    variants: [
      {
        id: 20,
        sku: 'COF-250-W',
        optionValues: ['250 g', 'Whole bean'],
        priceMinor: 450,
        stock: 8,
      },
      { id: 21, sku: 'COF-250-G', optionValues: ['250 g', 'Ground'], priceMinor: 450, stock: 0 },
      { id: 22, sku: 'COF-1K-W', optionValues: ['1 kg', 'Whole bean'], priceMinor: 1400, stock: 3 },
    ],
    ...change,
  });
}

export function aSummary(change: Partial<ProductSummary> = {}): ProductSummary {
  const summary: ProductSummary & Partial<ProductDetail> = aProduct(change);
  delete summary.description;
  delete summary.options;
  delete summary.variants;
  return summary;
}

export function aPage(items: ProductSummary[], page = 1, total = items.length, pageSize = 12) {
  return { items, page, pageSize, total };
}

export const CATEGORIES: Category[] = [
  {
    id: 1,
    slug: 'drinks',
    name: 'Drinks',
    description: 'Tea, coffee and juice.',
    image: 'categories/drinks.svg',
    productCount: 14,
  },
  {
    id: 2,
    slug: 'bakery',
    name: 'Bakery',
    description: 'Bread baked daily.',
    image: 'categories/bakery.svg',
    productCount: 9,
  },
];

export function aCartLine(change: Partial<CartLine> = {}): CartLine {
  return {
    productId: 7,
    slug: 'earl-grey-tea',
    name: 'Earl Grey Tea',
    priceMinor: 350,
    quantity: 2,
    stock: 20,
    image: 'products/earl-grey-tea.svg',
    ...change,
  };
}

export function aCart(lines: CartLine[], discount: Cart['discount'] = null): Cart {
  return {
    lines,
    currency: 'GBP',
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalMinor: lines.reduce((sum, line) => sum + line.priceMinor * line.quantity, 0),
    adjustments: [],
    discount,
  };
}

export const HOME: Address = {
  id: '0b6f1a52-56c4-4a8e-8f0e-5a0a7c3e1d01',
  recipient: 'Ada Lovelace',
  line1: '12 Market Street',
  line2: '',
  city: 'London',
  postcode: 'E1 6AN',
  phone: null,
  isDefault: true,
};

export const WORK: Address = {
  ...HOME,
  id: '0b6f1a52-56c4-4a8e-8f0e-5a0a7c3e1d02',
  line1: '1 Office Park',
  postcode: 'EC1A 1BB',
  isDefault: false,
};

export function anOrder(change: Partial<Order> = {}): Order {
  return {
    id: '5d1e6a0c-7f0a-4b59-9a39-2f7d0c1b2a33',
    number: 'CM-000012',
    status: 'placed',
    deliveryOption: 'delivery',
    paymentMethod: 'cash_on_delivery',
    slot: null,
    address: {
      recipient: 'Ada Lovelace',
      line1: '1 Office Park',
      line2: '',
      city: 'London',
      postcode: 'EC1A 1BB',
      phone: null,
    },
    currency: 'GBP',
    subtotalMinor: 700,
    deliveryFeeMinor: 399,
    discountCode: null,
    discountMinor: 0,
    totalMinor: 1099,
    walletPaidMinor: 0,
    itemCount: 2,
    createdAt: '2025-01-01T10:00:00.000Z',
    lines: [
      {
        productId: 7,
        listedProductId: 7,
        name: 'Earl Grey Tea',
        image: 'products/earl-grey-tea.svg',
        unitPriceMinor: 350,
        unit: 'each',
        estimatedWeightGrams: null,
        weightGrams: null,
        vatRateBasisPoints: 0,
        quantity: 2,
        orderedQuantity: 2,
        lineTotalMinor: 700,
        discountMinor: 0,
        substitution: null,
        substituteFor: null,
        offer: null,
      },
    ],
    substitutionDefault: 'similar',
    substitutionsEditable: true,
    history: [],
    // Paid in person, all of it by the method: these orders have no payment worth showing.
    payments: [],
    problemReports: [],
    problemReportUntil: null,
    ...change,
  };
}

/** Where the fake Stripe of the tests takes a card payment: another origin. */
export const PAY_URL = 'https://pay.example.test/c/pay/cs_test_1';

/** The card payment of an order of £10.99, waiting for the customer on Stripe's page. */
export function aCardPayment(change: Partial<Payment> = {}): Payment {
  return {
    provider: 'stripe',
    status: 'pending',
    amountMinor: 1099,
    capturedMinor: 0,
    refundedMinor: 0,
    payUrl: PAY_URL,
    events: [{ kind: 'started', amountMinor: 1099, at: '2025-01-01T10:00:00.000Z', note: null }],
    ...change,
  };
}

/** SAVE10 on a cart, taking 10 % off £7.00; with `notApplying`, taking nothing off now. */
export function aCartDiscount(change: Partial<CartDiscount> = {}): CartDiscount {
  return {
    code: 'SAVE10',
    description: '10% off',
    discountMinor: change.notApplying ? 0 : 70,
    notApplying: null,
    ...change,
  };
}

/** Friday 27 November 2026, 10:00–12:00 in London (GMT), with room for 8 more orders. */
export function aSlot(change: Partial<Slot> = {}): Slot {
  return {
    windowId: 1,
    date: '2026-11-27',
    startsAt: '2026-11-27T10:00:00.000Z',
    endsAt: '2026-11-27T12:00:00.000Z',
    remaining: 8,
    ...change,
  };
}
