import { matchRoute, pagesOnDemand } from '@storefront/shared';
import { OPERATOR_BASE } from '../lib/urls/base';
import type { PagePermission } from '../lib/staff-role';

/**
 * The store console's pages, each fetched when it is first opened. The host
 * loads this remote only under /operator, so a customer's page never
 * downloads any of it. Keys name the page.
 */
const pages = pagesOnDemand({
  orders: () =>
    import('../features/order-desk/components/store-orders-page').then((m) => ({
      default: m.StoreOrdersPage,
    })),
  order: () =>
    import('../features/order-desk/components/store-order-page').then((m) => ({
      default: m.StoreOrderPage,
    })),
  picking: () =>
    import('../features/picking/components/picking-page').then((m) => ({
      default: m.PickingPage,
    })),
  'problem-reports': () =>
    import('../features/problem-reports/components/problem-reports-page').then((m) => ({
      default: m.ProblemReportsPage,
    })),
  slots: () =>
    import('../features/slots/components/slot-day-page').then((m) => ({
      default: m.SlotDayPage,
    })),
  'slot-windows': () =>
    import('../features/slots/components/slot-windows-page').then((m) => ({
      default: m.SlotWindowsPage,
    })),
  products: () =>
    import('../features/catalogue/components/products-page').then((m) => ({
      default: m.ProductsPage,
    })),
  product: () =>
    import('../features/catalogue/components/product-page').then((m) => ({
      default: m.ProductPage,
    })),
  'low-stock': () =>
    import('../features/catalogue/components/low-stock-page').then((m) => ({
      default: m.LowStockPage,
    })),
  categories: () =>
    import('../features/catalogue/components/categories-page').then((m) => ({
      default: m.CategoriesPage,
    })),
  'product-import': () =>
    import('../features/catalogue/components/product-import-page').then((m) => ({
      default: m.ProductImportPage,
    })),
  'discount-codes': () =>
    import('../features/discount-codes/components/discount-codes-page').then((m) => ({
      default: m.DiscountCodesPage,
    })),
  'new-discount-code': () =>
    import('../features/discount-codes/components/new-discount-code-page').then((m) => ({
      default: m.NewDiscountCodePage,
    })),
  'discount-code': () =>
    import('../features/discount-codes/components/discount-code-page').then((m) => ({
      default: m.DiscountCodePage,
    })),
  customers: () =>
    import('../features/customer-service/components/customers-page').then((m) => ({
      default: m.CustomersPage,
    })),
  customer: () =>
    import('../features/customer-service/components/customer-page').then((m) => ({
      default: m.CustomerPage,
    })),
  'audit-log': () =>
    import('../features/customer-service/components/audit-log-page').then((m) => ({
      default: m.AuditLogPage,
    })),
  store: () =>
    import('../features/store-settings/components/store-settings-page').then((m) => ({
      default: m.StoreSettingsPage,
    })),
  'remote-loads': () =>
    import('../features/remote-loads/components/remote-loads-page').then((m) => ({
      default: m.RemoteLoadsPage,
    })),
  staff: () =>
    import('../features/staff/components/staff-page').then((m) => ({
      default: m.StaffPage,
    })),
  documents: () =>
    import('../features/operator/components/document-review-page').then((m) => ({
      default: m.DocumentReviewPage,
    })),
  'customer-import': () =>
    import('../features/operator/components/customer-import-page').then((m) => ({
      default: m.CustomerImportPage,
    })),
  // Drawn in place of any page the person's role does not open (role-pages.tsx).
  'not-in-role': () =>
    import('./not-in-role-page').then((m) => ({
      default: m.NotInRolePage,
    })),
  'two-factor': () =>
    import('../features/two-factor/components/two-factor-page').then((m) => ({
      default: m.TwoFactorPage,
    })),
});

export type OperatorPageKey = (typeof pages.keys)[number];

/**
 * One path of the console: the page it opens, and the permission (the
 * contracts' PERMISSIONS) needed to open it, as the API asks of the calls the
 * page makes first.
 */
export interface OperatorRoute {
  path: string;
  page: OperatorPageKey;
  permission: PagePermission;
}

/**
 * The console's one route table, under /operator: which page each path opens.
 * `<Routes>` and `preload` are both read from it.
 */
export const OPERATOR_ROUTES: readonly OperatorRoute[] = [
  { path: 'orders', page: 'orders', permission: 'orders.read' },
  { path: 'orders/:orderId', page: 'order', permission: 'orders.read' },
  { path: 'picking', page: 'picking', permission: 'orders.move' },
  { path: 'problem-reports', page: 'problem-reports', permission: 'refunds.create' },
  { path: 'slots', page: 'slots', permission: 'orders.read' },
  { path: 'slot-windows', page: 'slot-windows', permission: 'slots.write' },
  { path: 'products', page: 'products', permission: 'catalogue.read' },
  { path: 'products/new', page: 'product', permission: 'catalogue.write' },
  { path: 'products/:productId', page: 'product', permission: 'catalogue.read' },
  { path: 'low-stock', page: 'low-stock', permission: 'catalogue.read' },
  { path: 'categories', page: 'categories', permission: 'catalogue.read' },
  { path: 'product-import', page: 'product-import', permission: 'catalogue.write' },
  { path: 'customers', page: 'customers', permission: 'customers.read' },
  { path: 'customers/:userId', page: 'customer', permission: 'customers.read' },
  { path: 'discount-codes', page: 'discount-codes', permission: 'discounts.read' },
  { path: 'discount-codes/new', page: 'new-discount-code', permission: 'discounts.write' },
  { path: 'discount-codes/:codeId', page: 'discount-code', permission: 'discounts.read' },
  { path: 'audit-log', page: 'audit-log', permission: 'audit.read' },
  { path: 'remote-loads', page: 'remote-loads', permission: 'releases.read' },
  { path: 'store', page: 'store', permission: 'store.settings' },
  { path: 'staff', page: 'staff', permission: 'staff.manage' },
  { path: 'documents', page: 'documents', permission: 'documents.review' },
  { path: 'customer-import', page: 'customer-import', permission: 'customers.import' },
  { path: 'two-factor', page: 'two-factor', permission: null },
];

/**
 * Starts fetching the code of the page at `pathname`, a full path (e.g.
 * '/operator/orders/abc'): the host calls it when a link into the console is
 * hovered, and when a console page is opened. An unknown path leads to the
 * orders, the first page of most roles.
 */
export function preload(pathname: string): Promise<unknown> {
  const found = matchRoute(OPERATOR_ROUTES, pathname, OPERATOR_BASE);
  return pages.load(found?.route.page ?? 'orders');
}

/** One component per page, made once: the layout shows "Loading…" while its code arrives. */
export const PAGES = Object.fromEntries(
  pages.keys.map((key) => [key, pages.component(key)]),
) as Record<OperatorPageKey, ReturnType<typeof pages.component>>;
