// Catalogue news is not stored (tables.ts): this module has no SQL.
export {};
