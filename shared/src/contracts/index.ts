// Schemas shared by the API and the forms. Node-safe: no React, no CSS, no DOM.
export * from './auth';
export * from './errors';
export * from './mobile-number';
export * from './store';
