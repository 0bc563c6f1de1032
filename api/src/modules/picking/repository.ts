import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PickBatch, PickingOverview, PickState } from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/raw-rows';
import { accountView } from '../accounts/service';
import { orderLineView, orderView, type PickedLine } from '../orders/service';
import { pickActions, pickBatches, pickBatchOrders, pickLines } from './tables';
import { walkSql } from './walk-sql';

export type { ChoiceColumns, LockedLine, WalkLine } from './walk-sql';

// The picking app's SQL: batches, their orders' lines and where each stands,
// and the actions applied. Orders, products and people are read through
// their modules' views.

export type BatchRow = typeof pickBatches.$inferSelect;

/** Totes are lettered A, B, C… in the order the orders were claimed. */
const toteOf = (index: number) => String.fromCharCode(65 + index);

export const pickingRepository = {
  ...walkSql,
  /** The picker's batch not yet finished; undefined when they have none. */
  async openBatchOf(db: Database, pickerId: string): Promise<BatchRow | undefined> {
    const [batch] = await db
      .select()
      .from(pickBatches)
      .where(and(eq(pickBatches.pickerId, pickerId), isNull(pickBatches.finishedAt)));
    return batch;
  },

  /** Confirmed orders of the store that no batch has taken, counted by slot. */
  async waiting(db: Database, storeId: number): Promise<PickingOverview['waiting']> {
    const order = orderView('o');
    const rows = await rowsOf<{
      windowId: number | null;
      date: string | null;
      startsAt: Date | null;
      endsAt: Date | null;
      orders: number;
    }>(
      db,
      sql`
        select o.slot_window_id as "windowId", o.slot_date::text as date,
          min(o.slot_starts_at) as "startsAt", min(o.slot_ends_at) as "endsAt",
          count(*)::integer as orders
        from ${order}
        where o.store_id = ${storeId} and o.status = 'confirmed'
          and not exists (select 1 from ${pickBatchOrders} b where b.order_id = o.id)
        group by o.slot_window_id, o.slot_date
        order by min(o.slot_starts_at) nulls last`,
    );
    return rows.map((row) => ({
      slot:
        row.windowId === null
          ? null
          : {
              windowId: row.windowId,
              date: row.date!,
              startsAt: new Date(row.startsAt!).toISOString(),
              endsAt: new Date(row.endsAt!).toISOString(),
            },
      orders: row.orders,
    }));
  },

  /**
   * Claims confirmed orders no batch has taken (of one slot, or the soonest
   * `count`) into a new batch of the picker's, in the caller's transaction.
   * `skip locked` passes over orders another claim is taking at this moment,
   * and the unique order_id in pick_batch_orders stops the rest: no order is
   * ever in two batches. Answers the batch id, or null when nothing was free.
   */
  async claim(
    tx: Database,
    batch: { storeId: number; pickerId: string },
    which: { slot: { windowId: number; date: string } } | { count: number },
    maxOrders: number,
  ): Promise<string | null> {
    const order = orderView('o');
    const slot = 'slot' in which ? which.slot : null;
    const free = await rowsOf<{ id: string }>(
      tx,
      sql`
        select o.id from ${order}
        where o.store_id = ${batch.storeId} and o.status = 'confirmed'
          and not exists (select 1 from ${pickBatchOrders} b where b.order_id = o.id)
          ${slot ? sql`and o.slot_window_id = ${slot.windowId} and o.slot_date = ${slot.date}::date` : sql``}
        order by o.slot_starts_at nulls last, o.created_at, o.id
        limit ${'count' in which ? which.count : maxOrders}
        for update skip locked`,
    );
    if (free.length === 0) return null;
    const [created] = await tx
      .insert(pickBatches)
      .values({
        storeId: batch.storeId,
        pickerId: batch.pickerId,
        slotWindowId: slot?.windowId ?? null,
        slotDate: slot?.date ?? null,
      })
      .returning({ id: pickBatches.id });
    await tx
      .insert(pickBatchOrders)
      .values(
        free.map(({ id }, index) => ({ batchId: created!.id, orderId: id, tote: toteOf(index) })),
      );
    const line = orderLineView('l');
    await tx.execute(sql`
      insert into ${pickLines} (order_id, product_id)
      select l.order_id, l.product_id from ${line}
      where l.order_id in (select order_id from ${pickBatchOrders} where batch_id = ${created!.id})`);
    return created!.id;
  },

  /** A batch of the store's; undefined for another store's or none. */
  async findBatch(db: Database, storeId: number, batchId: string) {
    const [batch] = await db
      .select()
      .from(pickBatches)
      .where(and(eq(pickBatches.id, batchId), eq(pickBatches.storeId, storeId)));
    return batch;
  },

  /** A batch of the store's, locked for the rest of the caller's transaction: its actions queue. */
  async lockBatch(tx: Database, storeId: number, batchId: string) {
    const [batch] = await tx
      .select()
      .from(pickBatches)
      .where(and(eq(pickBatches.id, batchId), eq(pickBatches.storeId, storeId)))
      .for('update');
    return batch;
  },

  async pickerName(db: Database, pickerId: string): Promise<string | undefined> {
    const person = accountView('a');
    const [found] = await db
      .select({ name: person.name })
      .from(person)
      .where(eq(person.id, pickerId));
    return found?.name;
  },

  /** The batch's orders, with their totes, in tote order. */
  async batchOrders(db: Database, batchId: string) {
    const order = orderView('o');
    const customer = accountView('c');
    return rowsOf<PickBatch['orders'][number] & { status: string }>(
      db,
      sql`
        select o.id, o.number, b.tote, o.delivery_option as "deliveryOption",
          c.name as "customerName", o.status
        from ${pickBatchOrders} b
        join ${order} on o.id = b.order_id
        join ${customer} on c.id = o.user_id
        where b.batch_id = ${batchId}
        order by b.tote`,
    );
  },

  async setLine(
    tx: Database,
    line: { orderId: string; productId: number },
    change: { state: PickState; pickedQuantity: number | null; weightGrams: number | null },
  ): Promise<number> {
    const [updated] = await tx
      .update(pickLines)
      .set({
        ...change,
        version: sql`${pickLines.version} + 1`,
        // The database's clock, as a line offer's asked_at: the two are compared (walkOf).
        changedAt: sql`now()`,
      })
      .where(and(eq(pickLines.orderId, line.orderId), eq(pickLines.productId, line.productId)))
      .returning({ version: pickLines.version });
    return updated!.version;
  },

  /**
   * Takes the action's key, in the caller's transaction: true when it is new.
   * A second request with the same key waits here for the first to commit,
   * then finds it taken.
   */
  async takeKey(tx: Database, key: string, batchId: string): Promise<boolean> {
    const taken = await tx
      .insert(pickActions)
      .values({ key, batchId, answer: {} })
      .onConflictDoNothing()
      .returning({ key: pickActions.key });
    return taken.length === 1;
  },

  async saveAnswer(tx: Database, key: string, answer: unknown): Promise<void> {
    await tx.update(pickActions).set({ answer }).where(eq(pickActions.key, key));
  },

  /** What an action answered when it was applied, and the batch it was for. */
  async answerOf(db: Database, key: string) {
    const [found] = await db
      .select({ answer: pickActions.answer, batchId: pickActions.batchId })
      .from(pickActions)
      .where(eq(pickActions.key, key));
    return found;
  },

  /** An order's lines as checkout priced them, with what picking settled; null quantities while any is to pick. */
  pickedLines(db: Database, orderId: string) {
    const line = orderLineView('l');
    return rowsOf<PickedLine & { state: PickState }>(
      db,
      sql`
        select l.product_id as "productId", l.unit, l.unit_price_minor as "unitPriceMinor",
          l.line_total_minor as "lineTotalMinor", l.discount_minor as "discountMinor",
          pl.state, pl.picked_quantity as "pickedQuantity", pl.weight_grams as "weightGrams"
        from ${pickLines} pl
        join ${line} on l.order_id = pl.order_id and l.product_id = pl.product_id
        where pl.order_id = ${orderId}
        order by l.product_id`,
    );
  },

  /**
   * Every line of an order as it would be charged now, for a check against
   * its hold: those picked, short or weighed as they are, those still to pick
   * as ordered (a weighed one at its estimated weight).
   */
  projectedLines(db: Database, orderId: string) {
    const line = orderLineView('l');
    return rowsOf<PickedLine>(
      db,
      sql`
        select l.product_id as "productId", l.unit, l.unit_price_minor as "unitPriceMinor",
          l.line_total_minor as "lineTotalMinor", l.discount_minor as "discountMinor",
          case when pl.state = 'to_pick' then l.ordered_quantity else pl.picked_quantity end
            as "pickedQuantity",
          case when pl.state = 'to_pick' then l.estimated_weight_grams * l.ordered_quantity
            else pl.weight_grams end as "weightGrams"
        from ${pickLines} pl
        join ${line} on l.order_id = pl.order_id and l.product_id = pl.product_id
        where pl.order_id = ${orderId}
        order by l.product_id`,
    );
  },

  async finish(tx: Database, batchId: string): Promise<void> {
    await tx.update(pickBatches).set({ finishedAt: new Date() }).where(eq(pickBatches.id, batchId));
  },

  /** Whether an order is in a batch: once it is, picking has started. */
  async isClaimed(db: Database, orderId: string): Promise<boolean> {
    const [found] = await db
      .select({ orderId: pickBatchOrders.orderId })
      .from(pickBatchOrders)
      .where(eq(pickBatchOrders.orderId, orderId));
    return found !== undefined;
  },
};
