// Schemas shared by the API and the forms. Node-safe: no React, no CSS, no DOM.
export * from './address';
export * from './auth';
export * from './cart';
export * from './catalog';
export * from './delivery';
export * from './errors';
export * from './favourite';
export * from './mobile-number';
export * from './order';
export * from './pagination';
export * from './profile';
export * from './referral';
export * from './rewards';
export * from './store';
export * from './store-id';
export * from './verification';
export * from './wallet';
