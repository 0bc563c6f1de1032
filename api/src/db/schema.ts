// Every module keeps its own tables beside its SQL (api/src/modules/<domain>/tables.ts);
// this file gathers them for drizzle-kit and the migrations, and for code that
// reads many domains' tables at once (the seed, tests).
export * from '../modules/store/tables';
export * from '../modules/audit/tables';
export * from '../modules/favourites/tables';
export * from '../modules/addresses/tables';
export * from '../modules/remote-loads/tables';
export * from '../modules/problem-reports/tables';
export * from '../modules/payments/tables';
export * from '../modules/accounts/tables';
export * from '../modules/catalogue/tables';
export * from '../modules/catalogue/search-tables';
export * from '../modules/discounts/tables';
export * from '../modules/wallet/tables';
export * from '../modules/rewards/tables';
export * from '../modules/referrals/tables';
export * from '../modules/slots/tables';
export * from '../modules/notifications/tables';
export * from '../modules/documents/tables';
export * from '../modules/imports/tables';
export * from '../modules/cart/tables';
export * from '../modules/orders/tables';
export * from '../modules/picking/tables';
