/** Where the operator pages live; their query strings are appended to these. */
export const IMPORT_PATH = '/dashboard/operator/customer-import';
