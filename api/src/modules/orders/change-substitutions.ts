import {
  SUBSTITUTION_CHOICE_LABELS,
  type LineSubstitution,
  type OrderStatus,
  type SubstitutionDefault,
} from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { recordAudit } from '../audit/service';
import { ordersRepository as repository } from './repository';
import {
  checkSubstitutions,
  pickingStarted,
  substitutionColumns,
  substitutionsEditable,
  type SubstitutionProblem,
} from './substitution-rules';

export interface SubstitutionChange {
  default?: SubstitutionDefault;
  lines?: LineSubstitution[];
}

export type ChangeSubstitutionsResult =
  | { status: 'changed' }
  | { status: 'not-found' }
  | { status: 'not-editable'; current: OrderStatus; claimed: boolean }
  | { status: 'invalid'; problem: SubstitutionProblem };

/**
 * The customer changes their order's default and lines' choices, in the
 * caller's transaction. The order row is locked first, as every move of the
 * order locks it: a change and a status move (or two changes) queue, so the
 * rule is read against the status the change is written under, and two
 * changes at once leave one of them whole, never a mix of lines.
 */
export async function changeSubstitutions(
  tx: Database,
  userId: string,
  orderId: string,
  change: SubstitutionChange,
): Promise<ChangeSubstitutionsResult> {
  const order = await repository.lockOrder(tx, orderId);
  if (!order || order.userId !== userId) return { status: 'not-found' };
  // A claim locks the orders it takes (skipping locked ones), so a claim and this change
  // queue too: the change reads the claim once it has committed, or the claim passes over.
  const claimed = order.status === 'confirmed' && (await pickingStarted(tx, order.id));
  if (!substitutionsEditable(order, claimed)) {
    return { status: 'not-editable', current: order.status, claimed };
  }
  const lines = change.lines ?? [];
  const lineIds = (await repository.orderLineQuantities(tx, orderId)).map((l) => l.productId);
  const checked = await checkSubstitutions(tx, order.storeId, lineIds, lines, 'lines');
  if ('problem' in checked) return { status: 'invalid', problem: checked.problem };
  await repository.setSubstitutions(
    tx,
    orderId,
    change.default,
    lines.map((line) => ({ productId: line.productId, ...substitutionColumns(line.substitution) })),
  );
  // The store's trail shows what the customer changed, beside its own moves of the order.
  await recordAudit(tx, {
    storeId: order.storeId,
    operatorId: userId,
    action: 'order.substitutions_changed',
    entityType: 'order',
    entityId: order.id,
    orderId: order.id,
    customerId: userId,
    summary: `${order.number}: the customer changed ${describe(change)}`,
    before: { default: order.substitutionDefault },
    after: { ...change },
  });
  return { status: 'changed' };
}

function describe(change: SubstitutionChange): string {
  const parts: string[] = [];
  if (change.default) {
    parts.push(`the default to ${SUBSTITUTION_CHOICE_LABELS[change.default].toLowerCase()}`);
  }
  const count = change.lines?.length ?? 0;
  if (count > 0) parts.push(`${count} ${count === 1 ? 'line’s' : 'lines’'} substitution`);
  return parts.join(' and ');
}
