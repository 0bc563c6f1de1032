import { httpClient } from '@storefront/shared';
import type {
  DiscountCodeInput,
  OperatorDiscountCode,
} from '@storefront/shared/operator-contracts';

/** POST /operator/discount-codes — a new code; 201, or 409 DISCOUNT_CODE_TAKEN on field 'code'. */
export async function createDiscountCode(input: DiscountCodeInput): Promise<OperatorDiscountCode> {
  const { data } = await httpClient.post<OperatorDiscountCode>('/operator/discount-codes', input);
  return data;
}
