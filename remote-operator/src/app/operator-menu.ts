// The store console's side menu: one link per page of the console.
import type { StaffRole } from '@storefront/shared/contracts';
import type { MenuItem } from '@storefront/ui';
import {
  CUSTOMER_IMPORT_PATH,
  DOCUMENTS_PATH,
  PROBLEM_REPORTS_PATH,
  REMOTE_LOADS_PATH,
  STAFF_PATH,
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
import { PICKING_PATH } from '../lib/urls/picking';
import { SLOT_WINDOWS_PATH, SLOTS_PATH } from '../lib/urls/slots';
import { mayOpen, type PagePermission } from '../lib/staff-role';

/** A menu link, with the permission (the contracts' PERMISSIONS) its page needs to open. */
export interface OperatorMenuItem extends MenuItem {
  permission: PagePermission;
}

/** The store operator's pages (docs/permissions.md). */
export const OPERATOR_MENU: readonly OperatorMenuItem[] = [
  {
    path: STORE_ORDERS_PATH,
    label: 'Store orders',
    pageKey: 'operator-orders',
    permission: 'orders.read',
  },
  { path: PICKING_PATH, label: 'Picking', pageKey: 'operator-picking', permission: 'orders.move' },
  {
    path: PROBLEM_REPORTS_PATH,
    label: 'Problem reports',
    pageKey: 'operator-problem-reports',
    permission: 'refunds.create',
  },
  { path: SLOTS_PATH, label: 'Slots', pageKey: 'operator-slots', permission: 'orders.read' },
  {
    path: SLOT_WINDOWS_PATH,
    label: 'Slot windows',
    pageKey: 'operator-slot-windows',
    permission: 'slots.write',
  },
  {
    path: PRODUCTS_PATH,
    label: 'Products',
    pageKey: 'operator-products',
    permission: 'catalogue.read',
  },
  {
    path: LOW_STOCK_PATH,
    label: 'Low stock',
    pageKey: 'operator-low-stock',
    permission: 'catalogue.read',
  },
  {
    path: CATEGORIES_PATH,
    label: 'Categories',
    pageKey: 'operator-categories',
    permission: 'catalogue.read',
  },
  {
    path: PRODUCT_IMPORT_PATH,
    label: 'Product import',
    pageKey: 'operator-product-import',
    permission: 'catalogue.write',
  },
  {
    path: CUSTOMERS_PATH,
    label: 'Customers',
    pageKey: 'operator-customers',
    permission: 'customers.read',
  },
  {
    path: DOCUMENTS_PATH,
    label: 'Document review',
    pageKey: 'operator-documents',
    permission: 'documents.review',
  },
  {
    path: CUSTOMER_IMPORT_PATH,
    label: 'Customer import',
    pageKey: 'operator-customer-import',
    permission: 'customers.import',
  },
  {
    path: DISCOUNT_CODES_PATH,
    label: 'Discount codes',
    pageKey: 'operator-discount-codes',
    permission: 'discounts.read',
  },
  {
    path: STORE_SETTINGS_PATH,
    label: 'Store settings',
    pageKey: 'operator-store',
    permission: 'store.settings',
  },
  { path: STAFF_PATH, label: 'Staff', pageKey: 'operator-staff', permission: 'staff.manage' },
  {
    path: AUDIT_LOG_PATH,
    label: 'Audit log',
    pageKey: 'operator-audit-log',
    permission: 'audit.read',
  },
  {
    path: REMOTE_LOADS_PATH,
    label: 'Remote loads',
    pageKey: 'operator-remote-loads',
    permission: 'releases.read',
  },
  // One's own sign-in: every member of staff opens it.
  {
    path: TWO_FACTOR_PATH,
    label: 'Two-factor sign-in',
    pageKey: 'operator-two-factor',
    permission: null,
  },
];

/**
 * A role whose work is one page opens there, and finds it first in its menu:
 * a picker's shift is the picking app, not the orders list.
 */
const ROLE_HOME: Partial<Record<StaffRole, string>> = { picker: PICKING_PATH };

/** The links of the pages `role` may open, in the menu's order, its own page first. */
export const menuFor = (role: StaffRole) => {
  const pages = OPERATOR_MENU.filter((item) => mayOpen(role, item.permission));
  const home = pages.find((item) => item.path === ROLE_HOME[role]);
  return home ? [home, ...pages.filter((item) => item !== home)] : pages;
};

/**
 * The first page of the menu `role` may open (its own page, where it has one): where the console opens, and
 * where an unknown path goes. Every role opens at least one page; the menu's
 * first page stands in should a role ever open none.
 */
export const firstPageOf = (role: StaffRole) => menuFor(role)[0] ?? OPERATOR_MENU[0]!;
