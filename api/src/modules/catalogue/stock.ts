import { STOCK_MOVEMENT_LABELS, type StockAdjustmentReason } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { isStoredId } from '../../lib/ids';
import type { Operator } from '../../lib/operator';
import { recordAudit } from '../audit/service';
import { catalogueRepository as repository } from './repository';

export interface StockAdjustment {
  reason: StockAdjustmentReason;
  /** Received or damaged: how many; a count correction: what the count found. */
  quantity: number;
  note?: string;
}

export type AdjustOutcome =
  | { status: 'adjusted'; productId: number; movementId: number | null }
  | { status: 'not-found' }
  | { status: 'not-enough'; stock: number };

/** The signed change an adjustment makes to what is on the shelf now. */
function changeFor(adjustment: StockAdjustment, stock: number): number {
  switch (adjustment.reason) {
    case 'received':
      return adjustment.quantity;
    case 'damaged':
      return -adjustment.quantity;
    case 'count_correction':
      return adjustment.quantity - stock;
  }
}

/**
 * An operator's stock adjustment, in one transaction with the product's row
 * locked: the ledger entry (through moveStock, which never lets the stock go
 * below zero) and the audit entry. A checkout locks the same row, so the two
 * queue rather than both reading the same stock. A count that matches the
 * shelf moves nothing and writes no ledger entry; it is still on the record.
 */
export async function adjustStock(
  tx: Database,
  operator: Operator,
  productId: number,
  adjustment: StockAdjustment,
): Promise<AdjustOutcome> {
  if (!isStoredId(productId)) return { status: 'not-found' };
  const product = await repository.findForAdjustment(tx, productId);
  if (!product || product.storeId !== operator.storeId) return { status: 'not-found' };
  const stock = (await repository.lockStock(tx, productId))!;
  const change = changeFor(adjustment, stock);
  if (stock + change < 0) return { status: 'not-enough', stock };
  const note = adjustment.note || null;

  let movementId: number | null = null;
  if (change !== 0) {
    const moved = await repository.moveStock(tx, {
      productId,
      change,
      kind: adjustment.reason,
      operatorId: operator.id,
      note,
    });
    // The row is locked and the change was checked above, so this cannot miss.
    if (!moved) return { status: 'not-enough', stock };
    movementId = moved.id;
  }
  const label = STOCK_MOVEMENT_LABELS[adjustment.reason];
  await recordAudit(tx, {
    storeId: operator.storeId,
    operatorId: operator.id,
    action: 'stock.adjusted',
    entityType: 'product',
    entityId: productId,
    summary:
      `${label} ${adjustment.quantity}: ${product.name} (${product.sku}) ` +
      (change === 0 ? `matched ${stock} on the shelf` : `${stock} → ${stock + change}`) +
      (note ? ` (${note})` : ''),
    before: { stock },
    after: { stock: stock + change, reason: adjustment.reason, note },
  });
  return { status: 'adjusted', productId, movementId };
}
