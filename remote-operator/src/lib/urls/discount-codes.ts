import { operatorUrl, segment } from './base';

/** The discount codes, a new one, and one code's page. */
export const DISCOUNT_CODES_PATH = operatorUrl('discount-codes');
export const NEW_DISCOUNT_CODE_PATH = `${DISCOUNT_CODES_PATH}/new`;
export const discountCodePath = (codeId: string) => `${DISCOUNT_CODES_PATH}/${segment(codeId)}`;
