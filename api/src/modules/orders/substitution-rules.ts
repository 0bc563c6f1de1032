import { and, eq, gt, inArray } from 'drizzle-orm';
import type {
  LineSubstitution,
  OrderStatus,
  ShownSubstitution,
  SubstitutionChoice,
} from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { productView, variantNameSql } from '../catalogue/service';
import { pickingRepository } from '../picking/service';

// The customer's substitution choices: which products may stand in for a
// line, and until when the choices may change. Checkout and the order page
// share them.

/**
 * Whether the customer may still change their choices: until picking starts,
 * that is while the order is placed or confirmed and no picker has claimed it
 * (`claimed`, from pickingStarted).
 */
export function substitutionsEditable(order: { status: OrderStatus }, claimed: boolean): boolean {
  return !claimed && (order.status === 'placed' || order.status === 'confirmed');
}

/** Whether a picker has claimed the order into a batch: picking has started. */
export const pickingStarted = (db: Database, orderId: string): Promise<boolean> =>
  pickingRepository.isClaimed(db, orderId);

/** A choice that cannot be kept: the field it came in, and why. */
export interface SubstitutionProblem {
  field: string;
  message: string;
}

/** A line's choice as the order_lines columns keep it. */
export function substitutionColumns(substitution: SubstitutionChoice | null) {
  return {
    substitutionChoice: substitution?.choice ?? null,
    substituteProductId: substitution?.choice === 'specific' ? substitution.productId : null,
  };
}

/** The columns read back as the order shows them; the substitute's name comes with them. */
export function shownSubstitution(line: {
  substitutionChoice: SubstitutionChoice['choice'] | null;
  substituteProductId: number | null;
  substituteName: string | null;
}): ShownSubstitution | null {
  if (line.substitutionChoice === 'specific') {
    return {
      choice: 'specific',
      productId: line.substituteProductId!,
      name: line.substituteName ?? '',
    };
  }
  return line.substitutionChoice ? { choice: line.substitutionChoice } : null;
}

/**
 * Checks the lines' choices against the order's (or cart's) lines and the
 * store's shelves: each names one of its lines, and a 'specific' product is
 * another of the store's products, published and in stock. (Weighed items
 * will add: not sold by weight unless the line is.) `field` is where the
 * choices came in ('substitutions', 'lines'). Answers the first problem, or
 * the names of the products chosen, for the answer to show.
 */
export async function checkSubstitutions(
  db: Database,
  storeId: number,
  lineProductIds: readonly number[],
  choices: readonly LineSubstitution[],
  field: string,
): Promise<{ problem: SubstitutionProblem } | { names: Map<number, string> }> {
  const onOrder = new Set(lineProductIds);
  for (const [index, line] of choices.entries()) {
    if (!onOrder.has(line.productId)) {
      return {
        problem: {
          field: `${field}.${index}.productId`,
          message: 'That product is not a line here',
        },
      };
    }
    if (
      line.substitution?.choice === 'specific' &&
      line.substitution.productId === line.productId
    ) {
      return {
        problem: {
          field: `${field}.${index}.substitution.productId`,
          message: 'Choose a product other than the one ordered',
        },
      };
    }
  }
  const wanted = choices.flatMap((line) =>
    line.substitution?.choice === 'specific' ? [line.substitution.productId] : [],
  );
  const names = new Map<number, string>();
  if (wanted.length === 0) return { names };
  const product = productView('product');
  const offered = await db
    .select({ id: product.id, name: variantNameSql('product') })
    .from(product)
    .where(
      and(
        inArray(product.id, wanted),
        eq(product.storeId, storeId),
        eq(product.published, true),
        gt(product.stock, 0),
      ),
    );
  for (const row of offered) names.set(row.id, row.name);
  const index = choices.findIndex(
    (line) => line.substitution?.choice === 'specific' && !names.has(line.substitution.productId),
  );
  if (index >= 0) {
    return {
      problem: {
        field: `${field}.${index}.substitution.productId`,
        message: 'That product is not on sale now; choose another',
      },
    };
  }
  return { names };
}
