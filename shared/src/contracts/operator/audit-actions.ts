// Plain constants of the operators' audit log, kept apart from its zod schemas.

/** Every operator action the log records. */
export const AUDIT_ACTIONS = [
  'order.status_changed',
  'product.created',
  'product.updated',
  'product.image_changed',
  'product.variant_added',
  'stock.adjusted',
  'category.created',
  'category.updated',
  'category.deleted',
  'categories.reordered',
  'document.reviewed',
  'wallet.credited',
  'customer_import.started',
  'product_import.started',
  'account.deleted',
  'discount_code.created',
  'discount_code.paused',
  'discount_code.resumed',
  'slot_window.created',
  'slot_window.updated',
  'problem_report.approved',
  'problem_report.rejected',
  'store.updated',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'order.status_changed': 'Order status changed',
  'product.created': 'Product created',
  'product.updated': 'Product edited',
  'product.image_changed': 'Product image changed',
  'product.variant_added': 'Variant added',
  'stock.adjusted': 'Stock adjusted',
  'category.created': 'Category created',
  'category.updated': 'Category edited',
  'category.deleted': 'Category deleted',
  'categories.reordered': 'Categories reordered',
  'document.reviewed': 'Document reviewed',
  'wallet.credited': 'Wallet credited',
  'customer_import.started': 'Customer import started',
  'product_import.started': 'Product import started',
  'account.deleted': 'Account deleted',
  'discount_code.created': 'Discount code created',
  'discount_code.paused': 'Discount code paused',
  'discount_code.resumed': 'Discount code resumed',
  'slot_window.created': 'Slot window created',
  'slot_window.updated': 'Slot window edited',
  'problem_report.approved': 'Problem report refunded',
  'problem_report.rejected': 'Problem report rejected',
  'store.updated': 'Store settings changed',
};

export const AUDIT_PAGE_SIZE = 25;
