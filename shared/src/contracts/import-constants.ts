// The CSV imports' limits and row outcomes, free of zod so the import pages stay light.

/** The largest customer file accepted; bigger files are refused before they are parsed. */
export const CUSTOMER_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** The most customers one file may hold; larger lists are split into several files. */
export const CUSTOMER_IMPORT_MAX_ROWS = 20_000;

/**
 * The largest product file: a grocer's whole catalogue exported with its
 * descriptions, 50,000 rows of some 250 bytes, comes to 12 MB or more.
 */
export const PRODUCT_IMPORT_MAX_BYTES = 25 * 1024 * 1024;
/** The most products (variants among them) one file may hold: 50,000 import in under 2 minutes. */
export const PRODUCT_IMPORT_MAX_ROWS = 50_000;

export const IMPORT_ROW_STATUSES = ['created', 'updated', 'skipped', 'failed'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];
