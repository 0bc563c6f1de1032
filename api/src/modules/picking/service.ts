import {
  MAX_BATCH_ORDERS,
  type ClaimBatchRequest,
  type FinishBatchResult,
  type PickAction,
  type PickActionResult,
  type PickBatch,
  type PickingOverview,
  type PickState,
  type WalkStop,
} from '@storefront/shared/operator-contracts';
import type { OrderEventKind } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { HttpError, paymentProviderFailed } from '../../lib/http-error';
import { isStoredId } from '../../lib/ids';
import { recordOrderEvent, type OrdersService } from '../orders/service';
import { pickingRepository as repository, type LockedLine } from './repository';

export { pickingRepository } from './repository';

/** Who is picking: a member of staff of the store. */
export interface Picker {
  id: string;
  storeId: number;
}

const refusal = (status: number, code: string, message: string, field?: string) =>
  new HttpError(status, code, message, field);

const noBatch = () => refusal(404, 'NOT_FOUND', 'That batch was not found.', 'batchId');

/**
 * What an action makes of a line, or the refusal naming the field at fault.
 * A weighed line is weighed (typed, or read from its barcode), never just
 * picked; a line by the piece is never weighed.
 */
function applied(line: LockedLine, action: PickAction) {
  const wanted = line.quantity;
  switch (action.kind) {
    case 'reset':
      return { state: 'to_pick' as const, pickedQuantity: null, weightGrams: null };
    case 'pick': {
      if (line.unit === 'per_kg') {
        throw refusal(400, 'WEIGH_IT', 'This item is sold by weight: weigh it.', 'kind');
      }
      const quantity = action.quantity ?? wanted;
      if (quantity < 1 || quantity > wanted) {
        throw refusal(400, 'VALIDATION_FAILED', `quantity is 1 to ${wanted}`, 'quantity');
      }
      // Fewer than asked is a short line, however it was sent.
      return {
        state: quantity < wanted ? ('short' as const) : ('picked' as const),
        pickedQuantity: quantity,
        weightGrams: null,
      };
    }
    case 'short': {
      const found = action.quantity ?? 0;
      if (found >= wanted) {
        throw refusal(400, 'VALIDATION_FAILED', `quantity found is 0 to ${wanted - 1}`, 'quantity');
      }
      if (found > 0 && line.unit === 'per_kg' && action.weightGrams === undefined) {
        throw refusal(
          400,
          'VALIDATION_FAILED',
          'weightGrams is required for what was found',
          'weightGrams',
        );
      }
      return {
        state: 'short' as const,
        pickedQuantity: found,
        weightGrams: found > 0 ? (action.weightGrams ?? null) : null,
      };
    }
    case 'weigh': {
      if (line.unit !== 'per_kg') {
        throw refusal(400, 'NOT_WEIGHED', 'This item is sold by the piece: pick it.', 'kind');
      }
      if (action.weightGrams === undefined) {
        throw refusal(400, 'VALIDATION_FAILED', 'weightGrams is required', 'weightGrams');
      }
      const quantity = action.quantity ?? wanted;
      if (quantity < 1 || quantity > wanted) {
        throw refusal(400, 'VALIDATION_FAILED', `quantity is 1 to ${wanted}`, 'quantity');
      }
      return {
        state: quantity < wanted ? ('short' as const) : ('picked' as const),
        pickedQuantity: quantity,
        weightGrams: action.weightGrams,
      };
    }
  }
}

/** What an action on a line tells the order's followers: picked, short, weighed, or back to pick. */
const eventKindOf = (state: PickState, weightGrams: number | null): OrderEventKind =>
  state === 'short' ? 'line_short' : weightGrams !== null ? 'line_weighed' : 'line_picked';

/** The batch's lines, one stop per product, in walk order. */
function walkOf(lines: Awaited<ReturnType<typeof repository.walkLines>>): WalkStop[] {
  const stops: WalkStop[] = [];
  for (const line of lines) {
    const { orderId, tote, quantity, state, pickedQuantity, weightGrams, version, ...product } =
      line;
    let stop = stops.at(-1);
    if (stop?.productId !== product.productId) {
      stop = { ...product, lines: [] };
      stops.push(stop);
    }
    stop.lines.push({ orderId, tote, quantity, state, pickedQuantity, weightGrams, version });
  }
  return stops;
}

export interface PickingServiceOptions {
  db: Database;
  orders: OrdersService;
  /** Called once orders moved on: their stock, prices and statuses changed. */
  onOrdersChanged: () => void;
  /** Called once a transaction that added to an order's event log has committed. */
  onOrderEvent: (news: { storeId: number; orderId: string }) => void;
}

/**
 * The picking app's rules: a picker claims a batch of confirmed orders,
 * settles each line once per action key and never against a newer state of
 * the line, and finishing prices each order at what was picked and moves it
 * on to be handed over.
 */
export function createPickingService({
  db,
  orders,
  onOrdersChanged,
  onOrderEvent,
}: PickingServiceOptions) {
  async function read(picker: Picker, batchId: string): Promise<PickBatch | undefined> {
    const batch = await repository.findBatch(db, picker.storeId, batchId);
    if (!batch) return undefined;
    const [batchOrders, lines, people] = await Promise.all([
      repository.batchOrders(db, batchId),
      repository.walkLines(db, batchId),
      repository.pickerName(db, batch.pickerId),
    ]);
    return {
      id: batch.id,
      claimedAt: batch.claimedAt.toISOString(),
      finishedAt: batch.finishedAt?.toISOString() ?? null,
      picker: { id: batch.pickerId, name: people ?? '' },
      orders: batchOrders.map(({ status: _, ...order }) => order),
      walk: walkOf(lines),
    };
  }

  return {
    async overview(picker: Picker): Promise<PickingOverview> {
      const [open, waiting] = await Promise.all([
        repository.openBatchOf(db, picker.id),
        repository.waiting(db, picker.storeId),
      ]);
      return { openBatchId: open?.id ?? null, waiting };
    },

    read,

    /** Claims a batch for the picker: 409 while they have one open, or when nothing is free. */
    async claim(picker: Picker, which: ClaimBatchRequest): Promise<PickBatch> {
      const batchId = await db.transaction(async (tx) => {
        if (await repository.openBatchOf(tx, picker.id)) {
          throw refusal(409, 'BATCH_OPEN', 'Finish the batch you have before taking another.');
        }
        return repository.claim(
          tx,
          { storeId: picker.storeId, pickerId: picker.id },
          which,
          MAX_BATCH_ORDERS,
        );
      });
      if (!batchId) {
        throw refusal(409, 'NOTHING_TO_PICK', 'No confirmed orders are waiting to be picked.');
      }
      return (await read(picker, batchId))!;
    },

    /**
     * Applies one action to one line. The same key again answers what it
     * answered the first time (replayed) and changes nothing; an action made
     * against an older version of the line is refused (409 LINE_CHANGED).
     */
    async act(picker: Picker, batchId: string, action: PickAction): Promise<PickActionResult> {
      const result = await db.transaction(async (tx): Promise<PickActionResult> => {
        const batch = await repository.lockBatch(tx, picker.storeId, batchId);
        if (!batch || batch.pickerId !== picker.id) throw noBatch();
        if (!(await repository.takeKey(tx, action.key, batchId))) {
          const seen = await repository.answerOf(tx, action.key);
          if (seen?.batchId !== batchId) {
            throw refusal(409, 'KEY_USED', 'That action key was used for another batch.', 'key');
          }
          return { ...(seen.answer as PickActionResult), replayed: true };
        }
        if (batch.finishedAt) throw refusal(409, 'BATCH_FINISHED', 'This batch is finished.');
        const line = isStoredId(action.productId)
          ? await repository.lockLine(tx, batchId, action.orderId, action.productId)
          : undefined;
        if (!line) throw refusal(404, 'NOT_FOUND', 'That line is not in this batch.', 'productId');
        if (line.version !== action.expectedVersion) {
          throw refusal(
            409,
            'LINE_CHANGED',
            'This line changed since you looked: here it is as it is now.',
            'expectedVersion',
          );
        }
        const change = applied(line, action);
        const version = await repository.setLine(tx, line, change);
        const answer: PickActionResult = {
          line: {
            orderId: line.orderId,
            productId: line.productId,
            tote: line.tote,
            quantity: line.quantity,
            ...change,
            version,
          },
          replayed: false,
        };
        await repository.saveAnswer(tx, action.key, answer);
        // The customer's page and the desk follow the picking line by line.
        await recordOrderEvent(tx, {
          orderId: line.orderId,
          storeId: picker.storeId,
          kind: eventKindOf(change.state, change.weightGrams),
          data: {
            productId: line.productId,
            state: change.state,
            quantity: line.quantity,
            pickedQuantity: change.pickedQuantity,
            weightGrams: change.weightGrams,
          },
        });
        return answer;
      });
      if (!result.replayed) onOrderEvent({ storeId: picker.storeId, orderId: action.orderId });
      return result;
    },

    /**
     * Prices each order at what was picked and moves it on, each in its own
     * transaction: a finish cut short is finished by asking again, and the
     * orders already moved are passed over. 409 while any line is to pick.
     */
    async finish(picker: Picker, batchId: string): Promise<FinishBatchResult> {
      const batch = await repository.findBatch(db, picker.storeId, batchId);
      if (!batch || batch.pickerId !== picker.id) throw noBatch();
      const lines = await repository.walkLines(db, batchId);
      const left = lines.filter((line) => line.state === 'to_pick').length;
      if (left > 0) {
        throw refusal(
          409,
          'LINES_TO_PICK',
          `${left} ${left === 1 ? 'line is' : 'lines are'} still to pick.`,
        );
      }
      const moved: FinishBatchResult['orders'] = [];
      for (const order of await repository.batchOrders(db, batchId)) {
        if (order.status !== 'confirmed') continue;
        const outcome = await orders.finishPicking(picker, order.id, async (tx) => {
          const picked = await repository.pickedLines(tx, order.id);
          return picked.map(({ state: _, ...line }) => ({
            ...line,
            pickedQuantity: line.pickedQuantity!,
          }));
        });
        if (outcome.status === 'payment-provider-failed')
          throw paymentProviderFailed(outcome.message);
        if (outcome.status === 'moved') {
          const { id, number, status, totalMinor } = outcome.order;
          moved.push({ id, number, status, totalMinor });
        }
      }
      await repository.finish(db, batchId);
      onOrdersChanged();
      return { orders: moved };
    },
  };
}

export type PickingService = ReturnType<typeof createPickingService>;
