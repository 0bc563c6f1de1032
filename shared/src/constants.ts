// The contracts' constants, without zod: labels, limits, statuses and the
// delivery fee rule. In the browser a page that only shows or checks these
// imports them from here (`@storefront/shared/constants`): the schemas of
// `@storefront/shared/contracts` arrive whole, as one federation-shared module
// with zod and libphonenumber-js inside, and only the pages that validate
// input need that.
export * from './contracts/operator/audit-actions';
export * from './contracts/cart-limits';
export * from './contracts/catalogue-constants';
export * from './contracts/delivery';
export * from './contracts/document-status';
export * from './contracts/document-types';
export * from './contracts/import-constants';
export * from './contracts/legal-documents';
export * from './contracts/line-offer-constants';
export * from './contracts/loyalty';
export * from './contracts/notification-topics';
export * from './contracts/order-status';
export * from './contracts/payment-constants';
export * from './contracts/problem-report-constants';
export * from './contracts/product-sort';
export * from './contracts/product-variants';
export * from './contracts/profile-picture';
export * from './contracts/storefront-cart';
export * from './contracts/text-rules';
export * from './contracts/store-settings-constants';
export * from './contracts/substitution-constants';
export * from './contracts/vat-number';
