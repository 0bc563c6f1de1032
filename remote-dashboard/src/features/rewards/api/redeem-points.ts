import { httpClient } from '@storefront/shared';
import type { RedeemPointsRequest, RedeemPointsResponse } from '@storefront/shared/contracts';

/** POST /me/rewards/redeem — turns points into wallet credit; needs approved documents. */
export async function redeemPoints(request: RedeemPointsRequest): Promise<RedeemPointsResponse> {
  const { data } = await httpClient.post<RedeemPointsResponse>('/me/rewards/redeem', request);
  return data;
}
