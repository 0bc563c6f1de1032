import type { PickAction, PickBatch, PickLine } from '@storefront/shared/operator-contracts';

// The picking app's queue of actions not yet sent, and the batch as the
// picker sees it: the server's copy with every queued action applied on top.
// Each action on a line moves its version on by one on the server, so an
// action queued behind others on the same line expects the version they
// will have left.

/** What the picker chose, before the queue gives it a key and a version. */
export type PickChoice = Omit<PickAction, 'key' | 'expectedVersion'>;

const sameLine = (a: { orderId: string; productId: number }, b: typeof a) =>
  a.orderId === b.orderId && a.productId === b.productId;

function findLine(batch: PickBatch, orderId: string, productId: number): PickLine | undefined {
  return batch.walk
    .find((stop) => stop.productId === productId)
    ?.lines.find((line) => line.orderId === orderId);
}

/** The version the server's line will have once every queued action on it is applied. */
export function expectedVersion(
  batch: PickBatch,
  queue: readonly PickAction[],
  line: { orderId: string; productId: number },
): number {
  const base = findLine(batch, line.orderId, line.productId)?.version ?? 0;
  return base + queue.filter((queued) => sameLine(queued, line)).length;
}

/** The action to queue for `choice`: a key made once here, and the version it expects. */
export function makeAction(
  batch: PickBatch,
  queue: readonly PickAction[],
  choice: PickChoice,
  newKey: () => string = () => crypto.randomUUID(),
): PickAction {
  return { ...choice, key: newKey(), expectedVersion: expectedVersion(batch, queue, choice) };
}

/** A line as `action` leaves it (the server's rules in api/src/modules/picking/service.ts). */
export function applyToLine(line: PickLine, action: PickAction): PickLine {
  const version = line.version + 1;
  switch (action.kind) {
    case 'reset':
      // An undo withdraws a question the customer has not answered yet.
      return {
        ...line,
        state: 'to_pick',
        pickedQuantity: null,
        weightGrams: null,
        offer:
          line.offer?.state === 'awaiting' ? { ...line.offer, state: 'withdrawn' } : line.offer,
        version,
      };
    case 'substitute':
      // The line stays short; the question asked shows once the server has it.
      return { ...line, version };
    case 'short':
      return {
        ...line,
        state: 'short',
        pickedQuantity: action.quantity ?? 0,
        weightGrams: action.quantity ? (action.weightGrams ?? null) : null,
        version,
      };
    case 'pick':
    case 'weigh': {
      const quantity = action.quantity ?? line.quantity;
      return {
        ...line,
        state: quantity < line.quantity ? 'short' : 'picked',
        pickedQuantity: quantity,
        weightGrams: action.kind === 'weigh' ? (action.weightGrams ?? null) : null,
        version,
      };
    }
  }
}

/** The batch with `change` made to one line. */
export function mapLine(
  batch: PickBatch,
  target: { orderId: string; productId: number },
  change: (line: PickLine) => PickLine,
): PickBatch {
  return {
    ...batch,
    walk: batch.walk.map((stop) =>
      stop.productId !== target.productId
        ? stop
        : {
            ...stop,
            lines: stop.lines.map((line) =>
              line.orderId === target.orderId ? change(line) : line,
            ),
          },
    ),
  };
}

/** The batch as the picker sees it: the server's copy, then each queued action in turn. */
export function applyQueue(batch: PickBatch, queue: readonly PickAction[]): PickBatch {
  return queue.reduce(
    (seen, action) => mapLine(seen, action, (line) => applyToLine(line, action)),
    batch,
  );
}

/** The queue without `dropped` and every later action on the same line (they expected it). */
export function dropWithLater(queue: readonly PickAction[], dropped: PickAction): PickAction[] {
  const at = queue.findIndex((queued) => queued.key === dropped.key);
  if (at < 0) return [...queue];
  return queue.filter((queued, index) => index < at || !sameLine(queued, dropped));
}

/** 'orderId:productId' of each line with a substitute queued, not yet sent. */
export const queuedSubstitutes = (queue: readonly PickAction[]) =>
  new Set(
    queue
      .filter((queued) => queued.kind === 'substitute')
      .map((queued) => `${queued.orderId}:${queued.productId}`),
  );

/** Whether every line of the batch is settled. */
export const allSettled = (batch: PickBatch) =>
  batch.walk.every((stop) => stop.lines.every((line) => line.state !== 'to_pick'));
