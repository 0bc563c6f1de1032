import { httpClient, STORE_ID } from '@storefront/shared';
import type { Suggestion, SuggestionList } from '@storefront/shared/contracts';

/** Up to five categories and products for what is typed so far. */
export async function getSuggestions(q: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const { data } = await httpClient.get<SuggestionList>(`/stores/${STORE_ID}/suggestions`, {
    params: { q },
    signal,
  });
  return data.items;
}
