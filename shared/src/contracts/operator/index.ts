// The store console's contracts: what only the console (remote-operator) and
// the API speak. A subpath of its own (`@storefront/shared/operator-contracts`),
// so the schemas customers' pages load never carry them. What customers and
// the console both read stays in ../index.ts.
export * from './audit-actions';
export * from './catalogue-admin';
export * from './gtin';
export * from './customer-import';
export * from './operator-customers';
export * from './operator-orders';
export * from './discount-codes';
export * from './store-settings';
export * from './slot-windows';
export * from './problem-report-decisions';
export * from './remote-load-figures';
export * from './staff-accounts';
export * from './picking';
