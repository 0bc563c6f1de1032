import {
  MAX_BATCH_ORDERS,
  type ClaimBatchRequest,
  type FinishBatchResult,
  type PickAction,
  type PickActionResult,
  type PickBatch,
  type PickingOverview,
} from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import { paymentProviderFailed } from '../../lib/http-error';
import { isStoredId } from '../../lib/ids';
import { offerKey, recordOrderEvent, type OrdersService } from '../orders/service';
import { applied, eventKindOf, noBatch, refusal, shownChoice, walkOf } from './line-rules';
import { answersAwaited, namingTheCode, noProductWithCode, offerStands } from './refusals';
import { pickingRepository as repository } from './repository';
import { suggestionsFor } from './suggestions-sql';

export { pickingRepository } from './repository';

/** Who is picking: a member of staff of the store. */
export interface Picker {
  id: string;
  storeId: number;
}

export interface PickingServiceOptions {
  db: Database;
  orders: OrdersService;
  /** Called once orders moved on: their stock, prices and statuses changed. */
  onOrdersChanged: () => void;
  /** Called once a transaction that added to an order's event log has committed. */
  onOrderEvent: (news: { storeId: number; orderId: string }) => void;
  /** The store's product with this barcode (the catalogue's lookup), for a substitute sent by its code. */
  productByGtin: (picker: Picker, gtin: string) => Promise<{ id: number } | undefined>;
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
  productByGtin,
}: PickingServiceOptions) {
  /** A substitute sent by its barcode (chosen offline): the store's product with that code. */
  async function substituteByGtin(picker: Picker, gtin: string): Promise<number> {
    const product = await productByGtin(picker, gtin);
    if (!product) throw noProductWithCode();
    return product.id;
  }

  async function read(picker: Picker, batchId: string): Promise<PickBatch | undefined> {
    const batch = await repository.findBatch(db, picker.storeId, batchId);
    if (!batch) return undefined;
    const [batchOrders, lines, people] = await Promise.all([
      repository.batchOrders(db, batchId),
      repository.walkLines(db, batchId),
      repository.pickerName(db, batch.pickerId),
    ]);
    const offers = await orders.latestOffers(batchOrders.map((order) => order.id));
    return {
      id: batch.id,
      claimedAt: batch.claimedAt.toISOString(),
      finishedAt: batch.finishedAt?.toISOString() ?? null,
      picker: { id: batch.pickerId, name: people ?? '' },
      orders: batchOrders.map(({ status: _, ...order }) => order),
      walk: walkOf(lines, offers),
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

    /** What could replace a short line of the batch (suggestions-sql.ts); undefined for no such line. */
    async suggestions(
      picker: Picker,
      batchId: string,
      line: { orderId: string; productId: number },
    ) {
      const batch = await repository.findBatch(db, picker.storeId, batchId);
      if (!batch || !isStoredId(line.productId)) return undefined;
      const suggestions = await suggestionsFor(db, batchId, line);
      return suggestions && { suggestions };
    },

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
      // Looked up before the transaction: the embedded database has one connection, which it holds.
      const substituteProductId =
        action.kind !== 'substitute'
          ? undefined
          : (action.substituteProductId ??
            (await substituteByGtin(picker, action.substituteGtin!)));
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
        if (action.kind === 'pick' || action.kind === 'short' || action.kind === 'weigh') {
          const asked = (await orders.latestOffers([line.orderId], tx)).get(
            offerKey(line.orderId, line.productId),
          );
          if (asked && asked.state !== 'rejected') throw offerStands(asked.state);
        }
        // An offer still awaiting goes with the line it was about; an answered one stands.
        if (action.kind === 'reset') await orders.withdrawLineOffer(tx, line);
        if (action.kind === 'substitute') {
          // The customer is asked, on the order's event log and by text (the orders service).
          const offer = orders.offerSubstitute(tx, {
            storeId: picker.storeId,
            orderId: line.orderId,
            productId: line.productId,
            missing: line.quantity - (line.pickedQuantity ?? 0),
            substituteProductId: substituteProductId!,
            quantity: action.quantity,
          });
          await (action.substituteGtin === undefined ? offer : offer.catch(namingTheCode));
        }
        const version = await repository.setLine(tx, line, change);
        // A weight may take the order over what its payment holds: the customer is asked.
        if (change.weightGrams !== null && action.kind !== 'substitute') {
          await orders.offerOverHold(tx, {
            storeId: picker.storeId,
            orderId: line.orderId,
            productId: line.productId,
            projected: await repository.projectedLines(tx, line.orderId),
          });
        }
        const offers = await orders.latestOffers([line.orderId], tx);
        const answer: PickActionResult = {
          line: {
            orderId: line.orderId,
            productId: line.productId,
            tote: line.tote,
            quantity: line.quantity,
            ...change,
            version,
            substitution: shownChoice(line),
            offer: offers.get(offerKey(line.orderId, line.productId)) ?? null,
          },
          replayed: false,
        };
        await repository.saveAnswer(tx, action.key, answer);
        if (action.kind === 'substitute') return answer;
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
      const batchOrders = await repository.batchOrders(db, batchId);
      const orderIds = batchOrders.map((order) => order.id);
      const walk = walkOf(
        await repository.walkLines(db, batchId),
        await orders.latestOffers(orderIds),
      );
      const left = walk
        .flatMap((stop) => stop.lines)
        .filter((line) => line.state === 'to_pick').length;
      if (left > 0) {
        throw refusal(
          409,
          'LINES_TO_PICK',
          `${left} ${left === 1 ? 'line is' : 'lines are'} still to pick.`,
        );
      }
      const open = await orders.openOffers(orderIds);
      if (open.length > 0) throw answersAwaited(batchOrders, open);
      const moved: FinishBatchResult['orders'] = [];
      for (const order of batchOrders) {
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
        // A window opened since the look above: the rest is finished by asking again.
        if (outcome.status === 'answers-awaited') {
          throw answersAwaited(batchOrders, [{ orderId: order.id, answerBy: outcome.answerBy }]);
        }
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
