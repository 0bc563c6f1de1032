import { httpClient } from '@storefront/shared';
import type { RemoteLoadFigures } from '@storefront/shared/contracts';

export const remoteLoadsUrl = (hours: number) => `/operator/remote-loads?hours=${hours}`;

/** GET /operator/remote-loads?hours= — each remote version's loads, failures and p75 load time. */
export async function getRemoteLoads(
  hours: number,
  signal?: AbortSignal,
): Promise<RemoteLoadFigures> {
  const { data } = await httpClient.get<RemoteLoadFigures>(remoteLoadsUrl(hours), { signal });
  return data;
}
