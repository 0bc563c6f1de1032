import { httpClient } from '@storefront/shared';
import type {
  ClaimBatchRequest,
  FinishBatchResult,
  PickAction,
  PickActionResult,
  PickBatch,
  PickingOverview,
} from '@storefront/shared/operator-contracts';

const batchUrl = (batchId: string) => `/operator/picking/batches/${encodeURIComponent(batchId)}`;

/** GET /operator/picking — the picker's open batch, and the orders waiting by slot. */
export async function getPickingOverview(signal?: AbortSignal): Promise<PickingOverview> {
  const { data } = await httpClient.get<PickingOverview>('/operator/picking', { signal });
  return data;
}

/** POST /operator/picking/batches — claims one slot's orders, or the next few. */
export async function claimBatch(request: ClaimBatchRequest): Promise<PickBatch> {
  const { data } = await httpClient.post<PickBatch>('/operator/picking/batches', request);
  return data;
}

/** GET /operator/picking/batches/:id — the batch and its walk, each line as it stands. */
export async function getBatch(batchId: string, signal?: AbortSignal): Promise<PickBatch> {
  const { data } = await httpClient.get<PickBatch>(batchUrl(batchId), { signal });
  return data;
}

/** POST …/actions — one queued action; the same key again is answered, not applied again. */
export async function sendPickAction(batchId: string, action: PickAction) {
  const { data } = await httpClient.post<PickActionResult>(`${batchUrl(batchId)}/actions`, action);
  return data;
}

/** POST …/finish — prices each order at what was picked and moves it on. */
export async function finishBatch(batchId: string): Promise<FinishBatchResult> {
  const { data } = await httpClient.post<FinishBatchResult>(`${batchUrl(batchId)}/finish`);
  return data;
}
