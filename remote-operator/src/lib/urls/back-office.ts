import { operatorUrl } from './base';

/** The pages of one screen each: problem reports, documents, imports, remote loads, settings, staff, two-factor. */
export const PROBLEM_REPORTS_PATH = operatorUrl('problem-reports');
export const DOCUMENTS_PATH = operatorUrl('documents');
export const CUSTOMER_IMPORT_PATH = operatorUrl('customer-import');
export const REMOTE_LOADS_PATH = operatorUrl('remote-loads');
export const STORE_SETTINGS_PATH = operatorUrl('store');
export const STAFF_PATH = operatorUrl('staff');
export const TWO_FACTOR_PATH = operatorUrl('two-factor');
