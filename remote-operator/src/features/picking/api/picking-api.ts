import { httpClient, isAxiosError } from '@storefront/shared';
import { ANSWERS_AWAITED } from '@storefront/shared/operator-contracts';
import type {
  ClaimBatchRequest,
  FinishBatchResult,
  PickAction,
  PickActionResult,
  PickBatch,
  PickingOverview,
  ProductByGtin,
  SubstituteSuggestions,
} from '@storefront/shared/operator-contracts';

/** GET /operator/orders/events — the store's live stream: a customer's answer arrives on it. */
export const STORE_EVENTS_PATH = '/operator/orders/events';

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

/** GET …/suggestions — what could replace a short line: the customer's own choice first. */
export async function getSuggestions(
  batchId: string,
  line: { orderId: string; productId: number },
  signal?: AbortSignal,
): Promise<SubstituteSuggestions> {
  const { data } = await httpClient.get<SubstituteSuggestions>(`${batchUrl(batchId)}/suggestions`, {
    params: { orderId: line.orderId, productId: line.productId },
    signal,
  });
  return data;
}

/** GET /operator/products/by-gtin/:gtin — a substitute scanned off the shelf that is not suggested. */
export async function getProductByGtin(gtin: string): Promise<ProductByGtin> {
  const { data } = await httpClient.get<ProductByGtin>(
    `/operator/products/by-gtin/${encodeURIComponent(gtin)}`,
  );
  return data;
}

/** An order whose customer has yet to answer, as a refused finish names it. */
export interface AwaitedOrder {
  id: string;
  number: string;
  answerBy: string;
}

/** The orders a finish refused with 409 ANSWERS_AWAITED waits on (its details.orders), or null. */
export function answersAwaited(error: unknown): AwaitedOrder[] | null {
  if (!isAxiosError(error) || error.response?.status !== 409) return null;
  const body = error.response.data as
    { error?: { code?: string; details?: { orders?: AwaitedOrder[] } } } | undefined;
  if (body?.error?.code !== ANSWERS_AWAITED) return null;
  return body.error.details?.orders ?? [];
}
