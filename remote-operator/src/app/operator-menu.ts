// The store console's side menu: one link per page of the console.
import {
  CUSTOMER_IMPORT_PATH,
  DOCUMENTS_PATH,
  PROBLEM_REPORTS_PATH,
  REMOTE_LOADS_PATH,
  STORE_SETTINGS_PATH,
  TWO_FACTOR_PATH,
} from '../lib/urls/back-office';
import {
  CATEGORIES_PATH,
  LOW_STOCK_PATH,
  PRODUCT_IMPORT_PATH,
  PRODUCTS_PATH,
} from '../lib/urls/catalogue';
import { AUDIT_LOG_PATH, CUSTOMERS_PATH } from '../lib/urls/customers';
import { DISCOUNT_CODES_PATH } from '../lib/urls/discount-codes';
import { STORE_ORDERS_PATH } from '../lib/urls/orders';
import { SLOT_WINDOWS_PATH, SLOTS_PATH } from '../lib/urls/slots';

/** The store operator's pages (docs/permissions.md). */
export const OPERATOR_MENU = [
  { path: STORE_ORDERS_PATH, label: 'Store orders', pageKey: 'operator-orders' },
  { path: PROBLEM_REPORTS_PATH, label: 'Problem reports', pageKey: 'operator-problem-reports' },
  { path: SLOTS_PATH, label: 'Slots', pageKey: 'operator-slots' },
  { path: SLOT_WINDOWS_PATH, label: 'Slot windows', pageKey: 'operator-slot-windows' },
  { path: PRODUCTS_PATH, label: 'Products', pageKey: 'operator-products' },
  { path: LOW_STOCK_PATH, label: 'Low stock', pageKey: 'operator-low-stock' },
  { path: CATEGORIES_PATH, label: 'Categories', pageKey: 'operator-categories' },
  { path: PRODUCT_IMPORT_PATH, label: 'Product import', pageKey: 'operator-product-import' },
  { path: CUSTOMERS_PATH, label: 'Customers', pageKey: 'operator-customers' },
  { path: DOCUMENTS_PATH, label: 'Document review', pageKey: 'operator-documents' },
  { path: CUSTOMER_IMPORT_PATH, label: 'Customer import', pageKey: 'operator-customer-import' },
  { path: DISCOUNT_CODES_PATH, label: 'Discount codes', pageKey: 'operator-discount-codes' },
  { path: STORE_SETTINGS_PATH, label: 'Store settings', pageKey: 'operator-store' },
  { path: AUDIT_LOG_PATH, label: 'Audit log', pageKey: 'operator-audit-log' },
  { path: REMOTE_LOADS_PATH, label: 'Remote loads', pageKey: 'operator-remote-loads' },
  // One's own sign-in: every role may open it.
  {
    path: TWO_FACTOR_PATH,
    label: 'Two-factor sign-in',
    pageKey: 'operator-two-factor',
    permission: null,
  },
] as const;
