import { and, asc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { SLOT_DAYS_AHEAD, type DeliveryOption, type Slot } from '@storefront/shared/contracts';
import {
  type SlotDay,
  type SlotWindow,
  type SlotWindowInput,
} from '@storefront/shared/operator-contracts';
import { STORE_TIME_ZONE } from '@storefront/shared/slot';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/raw-rows';
import { accountView } from '../accounts/service';
import { productView, variantNameSql } from '../catalogue/service';
import { orderLineView, orderView } from '../orders/service';
import { storeView } from '../store/service';
import { slotBookings, slotWindows } from './tables';

// The SQL of slots. A window's times are the store's wall-clock times: the
// database turns a date and a time into an instant in the store's time zone,
// so a slot keeps its hour across the clocks changing.

type WindowRow = typeof slotWindows.$inferSelect;
type PickListLine = SlotDay['pickList'][number];

/** '09:00:00' as the database keeps it, '09:00' as people write it. */
const hoursAndMinutes = (time: string) => time.slice(0, 5);

export const toSlotWindow = (row: WindowRow): SlotWindow => ({
  id: row.id,
  deliveryOption: row.deliveryOption,
  weekday: row.weekday,
  startTime: hoursAndMinutes(row.startTime),
  endTime: hoursAndMinutes(row.endTime),
  capacity: row.capacity,
  cutoffMinutes: row.cutoffMinutes,
  active: row.active,
});

/** The instant a window on a date starts (or ends), in the store's time zone. */
const slotInstant = (date: unknown, time: unknown) =>
  sql`((${date})::date + (${time})::time) at time zone ${STORE_TIME_ZONE}`;

/**
 * Checkout's reading of the slot it was asked for, as one JSON value (no row
 * when the store has no such window): a subquery of checkout's one locking
 * statement, which passes the window, the date and the customer's store.
 */
export const checkoutSlotQuery = (
  windowId: SQLWrapper,
  slotDate: SQLWrapper,
  storeId: SQLWrapper,
) => sql`
        select json_build_object(
          'windowId', w.id, 'deliveryOption', w.delivery_option, 'active', w.active,
          'onItsWeekday', extract(isodow from slot_date.d)::integer = w.weekday,
          'withinDaysOffered', slot_date.d - (now() at time zone ${STORE_TIME_ZONE})::date
            between 0 and ${SLOT_DAYS_AHEAD - 1}::integer,
          'startsAt', ${slotInstant(sql`slot_date.d`, sql`w.start_time`)},
          'endsAt', ${slotInstant(sql`slot_date.d`, sql`w.end_time`)},
          'closesAt',
            ${slotInstant(sql`slot_date.d`, sql`w.start_time`)} - make_interval(mins => w.cutoff_minutes)
        )
        from slot_windows w, (select ${slotDate}::date as d) slot_date
        where w.id = ${windowId}::integer and w.store_id = ${storeId}`;

/**
 * Checkout's booking of a place, a step of its one writing statement: takes
 * one place in the window on the date (nothing without a window), and returns
 * no row when the window is full, so two checkouts never both take its last.
 */
export const bookSlotStatement = (windowId: SQLWrapper, slotDate: SQLWrapper) => sql`
      insert into slot_bookings as b (window_id, date, booked)
      select ${windowId}::integer, ${slotDate}::date, 1
      where ${windowId}::integer is not null
      on conflict (window_id, date) do update set booked = b.booked + 1
      where b.booked < (select w.capacity from slot_windows w where w.id = b.window_id)
      returning 1`;

const windowValues = (input: SlotWindowInput) => ({
  deliveryOption: input.deliveryOption,
  weekday: input.weekday,
  startTime: input.startTime,
  endTime: input.endTime,
  capacity: input.capacity,
  cutoffMinutes: input.cutoffMinutes,
  active: input.active ?? true,
});

type DayRow = {
  windowId: number;
  deliveryOption: DeliveryOption;
  startsAt: string | Date;
  endsAt: string | Date;
  capacity: number;
  orders: SlotDay['slots'][number]['orders'];
};

/** All of the slots' SQL; each function takes the database handle it runs on. */
export const slotsRepository = {
  /**
   * The store's slots for an option over the next days, today included,
   * earliest first: each active window on each date of its weekday whose
   * cut-off has not passed, with the places it has left (0 when full).
   */
  async open(db: Database, storeId: number, deliveryOption: DeliveryOption): Promise<Slot[]> {
    const rows = await rowsOf<{
      windowId: number;
      date: string;
      startsAt: string | Date;
      endsAt: string | Date;
      remaining: number;
    }>(
      db,
      sql`
        select w.id as "windowId", to_char(d, 'YYYY-MM-DD') as date,
          ${slotInstant(sql`d`, sql`w.start_time`)} as "startsAt",
          ${slotInstant(sql`d`, sql`w.end_time`)} as "endsAt",
          greatest(w.capacity - coalesce(b.booked, 0), 0)::integer as remaining
        from generate_series(
          (now() at time zone ${STORE_TIME_ZONE})::date,
          (now() at time zone ${STORE_TIME_ZONE})::date + ${SLOT_DAYS_AHEAD - 1}::integer,
          interval '1 day'
        ) as d
        join slot_windows w on w.weekday = extract(isodow from d)::integer
        left join slot_bookings b on b.window_id = w.id and b.date = d::date
        where w.store_id = ${storeId} and w.delivery_option = ${deliveryOption} and w.active
          and ${slotInstant(sql`d`, sql`w.start_time`)} - make_interval(mins => w.cutoff_minutes) > now()
        order by "startsAt", w.id`,
    );
    return rows.map((row) => ({
      ...row,
      startsAt: new Date(row.startsAt).toISOString(),
      endsAt: new Date(row.endsAt).toISOString(),
    }));
  },

  /** Gives a cancelled order's place in its slot back. */
  async release(tx: Database, windowId: number, date: string): Promise<void> {
    await tx
      .update(slotBookings)
      .set({ booked: sql`${slotBookings.booked} - 1` })
      .where(and(eq(slotBookings.windowId, windowId), eq(slotBookings.date, date)));
  },

  /** The store's windows by option, weekday and start. */
  async windows(db: Database, storeId: number): Promise<SlotWindow[]> {
    const rows = await db
      .select()
      .from(slotWindows)
      .where(eq(slotWindows.storeId, storeId))
      .orderBy(
        asc(slotWindows.deliveryOption),
        asc(slotWindows.weekday),
        asc(slotWindows.startTime),
      );
    return rows.map(toSlotWindow);
  },

  async insertWindow(tx: Database, storeId: number, input: SlotWindowInput): Promise<SlotWindow> {
    const [row] = await tx
      .insert(slotWindows)
      .values({ storeId, ...windowValues(input) })
      .returning();
    return toSlotWindow(row!);
  },

  /** The store's window, locked for the rest of the transaction. */
  async lockWindow(
    tx: Database,
    storeId: number,
    windowId: number,
  ): Promise<SlotWindow | undefined> {
    const [row] = await tx
      .select()
      .from(slotWindows)
      .where(and(eq(slotWindows.id, windowId), eq(slotWindows.storeId, storeId)))
      .for('update');
    return row && toSlotWindow(row);
  },

  async updateWindow(tx: Database, windowId: number, input: SlotWindowInput): Promise<SlotWindow> {
    const [row] = await tx
      .update(slotWindows)
      .set(windowValues(input))
      .where(eq(slotWindows.id, windowId))
      .returning();
    return toSlotWindow(row!);
  },

  /**
   * One date's slots in the store, each with its orders that are not
   * cancelled, and what to pick for all of them, added up by product.
   */
  async day(db: Database, storeId: number, date: string): Promise<SlotDay> {
    const slots = await rowsOf<DayRow>(
      db,
      sql`
        select w.id as "windowId", w.delivery_option as "deliveryOption",
          ${slotInstant(date, sql`w.start_time`)} as "startsAt",
          ${slotInstant(date, sql`w.end_time`)} as "endsAt", w.capacity,
          coalesce((
            select json_agg(json_build_object(
              'id', o.id, 'number', o.number, 'status', o.status,
              'customer', json_build_object('id', u.id, 'name', u.name),
              'itemCount', o.item_count, 'totalMinor', o.total_minor
            ) order by o.created_at, o.number)
            from ${orderView('o')} join ${accountView('u')} on u.id = o.user_id
            where o.slot_window_id = w.id and o.slot_date = ${date}::date
              and o.status <> 'cancelled'
          ), '[]'::json) as orders
        from slot_windows w
        where w.store_id = ${storeId} and w.weekday = extract(isodow from ${date}::date)::integer
          and (w.active or exists (
            select 1 from ${orderView('o')} where o.slot_window_id = w.id and o.slot_date = ${date}::date
          ))
        order by "startsAt", w.delivery_option, w.id`,
    );
    const ofTheDay = sql`o.store_id = ${storeId} and o.slot_date = ${date}::date
      and o.status <> 'cancelled'`;
    const totals = await rowsOf<Omit<PickListLine, 'ifShort'>>(
      db,
      sql`
        select l.product_id as "productId", min(l.name) as name, min(l.sku) as sku,
          min(l.category_name) as "categoryName", min(l.unit) as unit,
          sum(l.quantity)::integer as quantity
        from ${orderView('o')} join ${orderLineView('l')} on l.order_id = o.id
        where ${ofTheDay}
        group by l.product_id
        order by min(l.category_name), min(l.name)`,
    );
    // What the customers want if it is short: each line's own choice, or its order's default.
    const choices = await rowsOf<PickListLine['ifShort'][number] & { productId: number }>(
      db,
      sql`
        select l.product_id as "productId",
          coalesce(l.substitution_choice, o.substitution_default) as choice,
          min(${variantNameSql('sp')}) as name, sum(l.quantity)::integer as quantity
        from ${orderView('o')} join ${orderLineView('l')} on l.order_id = o.id
        left join ${productView('sp')} on sp.id = l.substitute_product_id
        where ${ofTheDay}
        group by l.product_id, 2, l.substitute_product_id
        order by 4 desc, 3`,
    );
    const pickList = totals.map((line) => ({
      ...line,
      ifShort: choices
        .filter((choice) => choice.productId === line.productId)
        .map(({ productId: _, ...choice }) => choice),
    }));
    const storeNow = storeView('store');
    const [store] = await db
      .select({ currency: storeNow.currency })
      .from(storeNow)
      .where(eq(storeNow.id, storeId));
    return {
      date,
      slots: slots.map((slot) => ({
        ...slot,
        startsAt: new Date(slot.startsAt).toISOString(),
        endsAt: new Date(slot.endsAt).toISOString(),
        booked: slot.orders.length,
      })),
      pickList,
      currency: store!.currency,
    };
  },
};
