import { createStore, get, set, del, type UseStore } from 'idb-keyval';
import type { PickAction } from '@storefront/shared/operator-contracts';

// The queue lives in IndexedDB, one entry per batch, so a reload or a phone
// that drops the page keeps what the picker did and sends it later.

let store: UseStore | undefined;
const pickStore = () => (store ??= createStore('storefront-picking', 'queues'));
const keyOf = (batchId: string) => `batch:${batchId}`;

export async function loadQueue(batchId: string): Promise<PickAction[]> {
  return (await get<PickAction[]>(keyOf(batchId), pickStore())) ?? [];
}

export async function saveQueue(batchId: string, queue: readonly PickAction[]): Promise<void> {
  if (queue.length === 0) await del(keyOf(batchId), pickStore());
  else await set(keyOf(batchId), queue, pickStore());
}
