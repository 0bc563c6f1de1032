import { httpClient } from '@storefront/shared';
import type { RemoteLoadFigurePage } from '@storefront/shared/operator-contracts';

export const remoteLoadsUrl = (hours: number, page: number) =>
  `/operator/remote-loads?hours=${hours}&page=${page}`;

/**
 * GET /operator/remote-loads?hours=&page= — a page of remote versions, the
 * most loaded first: loads, failures and p75 load time of each.
 */
export async function getRemoteLoads(
  hours: number,
  page: number,
  signal?: AbortSignal,
): Promise<RemoteLoadFigurePage> {
  const { data } = await httpClient.get<RemoteLoadFigurePage>(remoteLoadsUrl(hours, page), {
    signal,
  });
  return data;
}
