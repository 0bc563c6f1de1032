// The store's staff roles and what each may do: written once, here. The API
// checks every operator route against it, and the console draws only what the
// person's role allows from the same table.

/** Everything a member of staff may be allowed to do, one name per kind of action. */
export const PERMISSIONS = [
  'orders.read',
  'orders.move',
  'orders.cancel',
  'refunds.create',
  'wallet.credit',
  'documents.review',
  'customers.read',
  'customers.import',
  'catalogue.read',
  'catalogue.write',
  'stock.adjust',
  'discounts.read',
  'discounts.write',
  'slots.write',
  'store.settings',
  'staff.manage',
  'audit.read',
  'releases.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const PERMISSION_LABELS: Record<Permission, string> = {
  'orders.read': 'See orders and pick lists',
  'orders.move': 'Move orders along (confirm, pack, hand over)',
  'orders.cancel': 'Cancel orders',
  'refunds.create': 'Decide problem reports and refund',
  'wallet.credit': 'Credit a customer’s wallet',
  'documents.review': 'Read and review identity documents',
  'customers.read': 'Look up customers',
  'customers.import': 'Import customers',
  'catalogue.read': 'See products and categories',
  'catalogue.write': 'Change products and categories',
  'stock.adjust': 'Adjust stock',
  'discounts.read': 'See discount codes',
  'discounts.write': 'Create and pause discount codes',
  'slots.write': 'Set delivery and pickup slots',
  'store.settings': 'Change the store’s settings',
  'staff.manage': 'Invite staff and change their roles',
  'audit.read': 'Read the audit log',
  'releases.read': 'See how releases load',
};

/** The built-in roles, from the most trusted down. */
export const STAFF_ROLES = [
  'owner',
  'manager',
  'catalogue',
  'customer-service',
  'picker',
  'driver',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  catalogue: 'Catalogue',
  'customer-service': 'Customer service',
  picker: 'Picker',
  driver: 'Driver',
};

/**
 * What each role may do. Owners and managers hold every permission; what sets
 * an owner apart (only an owner changes or removes an owner) is a rule of the
 * staff module, not a permission.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  manager: PERMISSIONS,
  catalogue: [
    'catalogue.read',
    'catalogue.write',
    'stock.adjust',
    'discounts.read',
    'discounts.write',
  ],
  // At a small grocer's counter, customer service also hands pickup orders over.
  'customer-service': [
    'orders.read',
    'orders.move',
    'orders.cancel',
    'refunds.create',
    'wallet.credit',
    'documents.review',
    'customers.read',
    'catalogue.read',
    'discounts.read',
  ],
  // A picker works from the orders and the day's pick list (Slots), nothing else.
  picker: ['orders.read', 'orders.move'],
  driver: ['orders.read', 'orders.move'],
};

export const roleMay = (role: StaffRole, permission: Permission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);

/** Roles that must turn on two-factor sign-in before they can sign in again. */
export const ROLES_NEEDING_TWO_FACTOR: readonly StaffRole[] = ['owner', 'manager'];
