// The operator's menu, in the chunk of the operator area: customers never download it.

/** The store operator's pages (docs/permissions.md): a second block that customers never see. */
export const OPERATOR_MENU = [
  { path: '/dashboard/operator/orders', label: 'Store orders', pageKey: 'operator-orders' },
  {
    path: '/dashboard/operator/problem-reports',
    label: 'Problem reports',
    pageKey: 'operator-problem-reports',
  },
  { path: '/dashboard/operator/slots', label: 'Slots', pageKey: 'operator-slots' },
  {
    path: '/dashboard/operator/slot-windows',
    label: 'Slot windows',
    pageKey: 'operator-slot-windows',
  },
  { path: '/dashboard/operator/products', label: 'Products', pageKey: 'operator-products' },
  { path: '/dashboard/operator/low-stock', label: 'Low stock', pageKey: 'operator-low-stock' },
  { path: '/dashboard/operator/categories', label: 'Categories', pageKey: 'operator-categories' },
  {
    path: '/dashboard/operator/product-import',
    label: 'Product import',
    pageKey: 'operator-product-import',
  },
  { path: '/dashboard/operator/customers', label: 'Customers', pageKey: 'operator-customers' },
  {
    path: '/dashboard/operator/documents',
    label: 'Document review',
    pageKey: 'operator-documents',
  },
  {
    path: '/dashboard/operator/customer-import',
    label: 'Customer import',
    pageKey: 'operator-customer-import',
  },
  {
    path: '/dashboard/operator/discount-codes',
    label: 'Discount codes',
    pageKey: 'operator-discount-codes',
  },
  { path: '/dashboard/operator/store', label: 'Store settings', pageKey: 'operator-store' },
  { path: '/dashboard/operator/audit-log', label: 'Audit log', pageKey: 'operator-audit-log' },
  {
    path: '/dashboard/operator/remote-loads',
    label: 'Remote loads',
    pageKey: 'operator-remote-loads',
  },
] as const;
