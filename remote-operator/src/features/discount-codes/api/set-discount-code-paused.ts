import { httpClient } from '@storefront/shared';
import type { OperatorDiscountCode } from '@storefront/shared/operator-contracts';

/** PATCH /operator/discount-codes/:codeId — pauses or resumes the code; answers it as it now is. */
export async function setDiscountCodePaused(
  codeId: string,
  paused: boolean,
): Promise<OperatorDiscountCode> {
  const { data } = await httpClient.patch<OperatorDiscountCode>(
    `/operator/discount-codes/${encodeURIComponent(codeId)}`,
    { paused },
  );
  return data;
}
