// The CSV imports' limits and row outcomes, free of zod so the import pages stay light.

/** The largest file accepted; bigger files are refused before they are parsed. */
export const CUSTOMER_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const IMPORT_ROW_STATUSES = ['created', 'updated', 'skipped', 'failed'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];
