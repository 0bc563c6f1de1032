import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import {
  STOCK_MOVEMENT_PAGE_SIZE,
  type Page,
  type StockMovementKind,
} from '@storefront/shared/contracts';
import { type StockMovement } from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import { accountView } from '../accounts/service';
import { orderView } from '../orders/service';
import { variantNameSql } from './variant-name';
import { products, stockMovements } from './tables';

// The order an entry came from, and the operator who made it, as the orders
// and the accounts let other modules read them.
const order = orderView('order');
const operator = accountView('operator');

export interface StockMove {
  productId: number;
  /** Signed, never 0: positive onto the shelf, negative off it. */
  change: number;
  kind: StockMovementKind;
  orderId?: string | null;
  operatorId?: string | null;
  note?: string | null;
}

function toMovement(
  row: typeof stockMovements.$inferSelect,
  orderNumber: string | null,
  operator: { id: string; name: string } | null,
): StockMovement {
  return {
    id: String(row.id),
    kind: row.kind,
    quantityChange: row.quantityChange,
    balanceAfter: row.balanceAfter,
    note: row.note,
    orderId: row.orderId,
    orderNumber,
    operator: operator?.id ? operator : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The stock ledger's SQL: moving stock with its entry, and reading the entries. */
export const stockRepository = {
  /**
   * Moves one product's stock and writes its ledger entry, in the caller's
   * transaction. The UPDATE matches only while the stock stays at or above
   * zero, and Postgres re-checks that after waiting for another transaction's
   * row lock, so parallel moves queue and none can take more than is there.
   * Undefined when there is not enough; nothing is written then.
   */
  async moveStock(
    tx: Database,
    move: StockMove,
  ): Promise<{ id: number; balanceAfter: number } | undefined> {
    const [product] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${move.change}` })
      .where(and(eq(products.id, move.productId), gte(sql`${products.stock} + ${move.change}`, 0)))
      .returning({ stock: products.stock });
    if (!product) return undefined;
    const [entry] = await tx
      .insert(stockMovements)
      .values({
        productId: move.productId,
        kind: move.kind,
        quantityChange: move.change,
        balanceAfter: product.stock,
        orderId: move.orderId ?? null,
        operatorId: move.operatorId ?? null,
        note: move.note ?? null,
      })
      .returning({ id: stockMovements.id });
    return { id: entry!.id, balanceAfter: product.stock };
  },

  /** The product's stock, its row locked for the rest of the transaction. */
  async lockStock(tx: Database, productId: number): Promise<number | undefined> {
    const [row] = await tx
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    return row?.stock;
  },

  /** A product's store and how the ledger names it; undefined for none. */
  async findForAdjustment(
    tx: Database,
    productId: number,
  ): Promise<{ storeId: number; name: string; sku: string } | undefined> {
    const [product] = await tx
      .select({ storeId: products.storeId, name: variantNameSql(), sku: products.sku })
      .from(products)
      .where(eq(products.id, productId));
    return product;
  },

  /** One page of a product's ledger, newest first. */
  async stockMovements(
    db: Database,
    productId: number,
    page: number,
  ): Promise<Page<StockMovement>> {
    const where = eq(stockMovements.productId, productId);
    const rows = await db
      .select({
        movement: stockMovements,
        orderNumber: order.number,
        operator: { id: operator.id, name: operator.name },
      })
      .from(stockMovements)
      .leftJoin(order, eq(order.id, stockMovements.orderId))
      .leftJoin(operator, eq(operator.id, stockMovements.operatorId))
      .where(where)
      .orderBy(desc(stockMovements.id))
      .limit(STOCK_MOVEMENT_PAGE_SIZE)
      .offset((page - 1) * STOCK_MOVEMENT_PAGE_SIZE);
    const [counted] = await db.select({ total: count() }).from(stockMovements).where(where);
    return {
      items: rows.map((row) => toMovement(row.movement, row.orderNumber, row.operator)),
      page,
      pageSize: STOCK_MOVEMENT_PAGE_SIZE,
      total: counted?.total ?? 0,
    };
  },

  /** One entry as the API shows it. */
  async stockMovement(db: Database, id: number): Promise<StockMovement> {
    const [row] = await db
      .select({
        movement: stockMovements,
        orderNumber: order.number,
        operator: { id: operator.id, name: operator.name },
      })
      .from(stockMovements)
      .leftJoin(order, eq(order.id, stockMovements.orderId))
      .leftJoin(operator, eq(operator.id, stockMovements.operatorId))
      .where(eq(stockMovements.id, id));
    return toMovement(row!.movement, row!.orderNumber, row!.operator);
  },
};
