// The data sets seed:scale makes, by size. Every figure is exact: the test
// and the benchmark count on them.

export const SIZE_NAMES = ['small', 'medium', 'large'] as const;
export type SizeName = (typeof SIZE_NAMES)[number];

export interface ScaleSize {
  /** Listed products (not variants); one in five has 2–6 variants beside it. */
  listedProducts: number;
  /** The store's shelves once seeded, the demo's eight among them. */
  categories: number;
  customers: number;
  orders: number;
  /** Orders still in progress (placed, confirmed, out for delivery, ready for pickup): the newest. */
  liveOrders: number;
  discountRedemptions: number;
  problemReports: number;
  /** Whether only a PostgreSQL server holds it in reasonable time. */
  postgresOnly: boolean;
}

export const SIZES: Record<SizeName, ScaleSize> = {
  large: {
    listedProducts: 50_000,
    categories: 60,
    customers: 200_000,
    orders: 1_000_000,
    liveOrders: 300,
    discountRedemptions: 10_000,
    problemReports: 5_000,
    postgresOnly: true,
  },
  medium: {
    listedProducts: 5_000,
    categories: 60,
    customers: 5_000,
    orders: 50_000,
    liveOrders: 100,
    discountRedemptions: 1_000,
    problemReports: 500,
    postgresOnly: false,
  },
  small: {
    listedProducts: 500,
    categories: 60,
    customers: 2_000,
    orders: 1_000,
    liveOrders: 20,
    discountRedemptions: 100,
    problemReports: 50,
    postgresOnly: false,
  },
};

/** The customer with exactly HEAVY_CUSTOMER_ORDERS orders, for the order-history benchmark. */
export const HEAVY_CUSTOMER_ORDERS = 500;

/**
 * Changes whenever the same size and seed would give different data, so a
 * template database built by an older version is rebuilt, not reused.
 */
export const SCALE_DATA_VERSION = 3;

/**
 * "Now" for the data: orders span the two years before it, and the live
 * ones are its last hours. Fixed, so that reruns match byte for byte.
 */
export const REFERENCE_TIME = '2026-12-06T06:00:00Z';

/** The days of orders before REFERENCE_TIME. */
export const ORDER_HISTORY_DAYS = 730;

/** Every scale customer's password (they share one hash), for signing in as them. */
export const SCALE_CUSTOMER_PASSWORD = 'scale-customer-pass';

/** The figures' own rules, which the SQL relies on to hit each count exactly. */
export function checkSize(size: ScaleSize): void {
  const problems = [
    size.orders % HEAVY_CUSTOMER_ORDERS !== 0 &&
      `orders must be a multiple of ${HEAVY_CUSTOMER_ORDERS}`,
    size.orders % size.discountRedemptions !== 0 &&
      'orders must be a multiple of discountRedemptions',
    size.listedProducts % 5 !== 0 && 'listedProducts must be a multiple of 5',
    size.liveOrders >= size.orders / 10 && 'liveOrders must be under a tenth of the orders',
    size.customers < 2 && 'there must be at least two customers',
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`Bad scale size: ${problems.join('; ')}`);
}
