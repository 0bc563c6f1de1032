import { httpClient } from '@storefront/shared';
import {
  claimStartedSchema,
  type AuthResponse,
  type ClaimCompleteRequest,
  type ClaimStarted,
  type ClaimStartRequest,
} from '@storefront/shared/contracts';

/** POST /auth/claim/start — texts a code; the answer is the same whether or not the account exists. */
export async function startClaim(request: ClaimStartRequest): Promise<ClaimStarted> {
  const { data } = await httpClient.post<unknown>('/auth/claim/start', request);
  return claimStartedSchema.parse(data);
}

/** POST /auth/claim/complete — the texted code and a new password; answers like sign-in. */
export async function completeClaim(request: ClaimCompleteRequest): Promise<AuthResponse> {
  const { data } = await httpClient.post<AuthResponse>('/auth/claim/complete', request);
  return data;
}
