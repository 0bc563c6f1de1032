import { matchRoute, Navigate, pagesOnDemand, Route, Routes } from '@storefront/shared';
import { OPERATOR_BASE } from '../lib/urls/base';
import { STORE_ORDERS_PATH } from '../lib/urls/orders';

/**
 * The operator area, a chunk of its own that only operators download: each
 * page's code (fetched when the page is first opened) and the area's route
 * table, under /dashboard/operator.
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
  documents: () =>
    import('../features/operator/components/document-review-page').then((m) => ({
      default: m.DocumentReviewPage,
    })),
  'customer-import': () =>
    import('../features/operator/components/customer-import-page').then((m) => ({
      default: m.CustomerImportPage,
    })),
});

type OperatorPageKey = (typeof pages.keys)[number];

/** Which page each path under /dashboard/operator opens; the router is built from it. */
export const OPERATOR_PAGE_ROUTES: ReadonlyArray<{ path: string; page: OperatorPageKey }> = [
  { path: 'orders', page: 'orders' },
  { path: 'orders/:orderId', page: 'order' },
  { path: 'problem-reports', page: 'problem-reports' },
  { path: 'slots', page: 'slots' },
  { path: 'slot-windows', page: 'slot-windows' },
  { path: 'products', page: 'products' },
  { path: 'products/new', page: 'product' },
  { path: 'products/:productId', page: 'product' },
  { path: 'low-stock', page: 'low-stock' },
  { path: 'categories', page: 'categories' },
  { path: 'product-import', page: 'product-import' },
  { path: 'customers', page: 'customers' },
  { path: 'customers/:userId', page: 'customer' },
  { path: 'discount-codes', page: 'discount-codes' },
  { path: 'discount-codes/new', page: 'new-discount-code' },
  { path: 'discount-codes/:codeId', page: 'discount-code' },
  { path: 'audit-log', page: 'audit-log' },
  { path: 'remote-loads', page: 'remote-loads' },
  { path: 'store', page: 'store' },
  { path: 'documents', page: 'documents' },
  { path: 'customer-import', page: 'customer-import' },
];

/** Where the area opens, and where an unknown path in it goes: the order desk. */
export const OPERATOR_HOME = STORE_ORDERS_PATH;

/** Starts fetching the page at `pathname`, a full path (e.g. '/dashboard/operator/orders/abc'). */
export function preloadOperatorPage(pathname: string): Promise<unknown> {
  const found = matchRoute(OPERATOR_PAGE_ROUTES, pathname, OPERATOR_BASE);
  return pages.load(found?.route.page ?? 'orders');
}

const PAGES = Object.fromEntries(pages.keys.map((key) => [key, pages.component(key)])) as Record<
  OperatorPageKey,
  ReturnType<typeof pages.component>
>;

/** The operator area's routes, mounted at /dashboard/operator/* behind the operator gate. */
export default function OperatorRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to={OPERATOR_HOME} replace />} />
      {OPERATOR_PAGE_ROUTES.map(({ path, page }) => {
        const Page = PAGES[page];
        return <Route key={path} path={path} element={<Page />} />;
      })}
      <Route path="*" element={<Navigate to={OPERATOR_HOME} replace />} />
    </Routes>
  );
}
