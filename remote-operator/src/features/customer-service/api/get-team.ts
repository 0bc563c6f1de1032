import { httpClient } from '@storefront/shared';
import type { Person } from '@storefront/shared/operator-contracts';

/** GET /operator/team — the store's operators by name, for the audit log's filter. */
export async function getTeam(signal?: AbortSignal): Promise<Person[]> {
  const { data } = await httpClient.get<{ items: Person[] }>('/operator/team', { signal });
  return data.items;
}
