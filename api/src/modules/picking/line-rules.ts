import type { LineOffer, OrderEventKind, ShownSubstitution } from '@storefront/shared/contracts';
import type { PickAction, PickState, WalkStop } from '@storefront/shared/operator-contracts';
import { HttpError } from '../../lib/http-error';
import { offerKey } from '../orders/service';
import type { ChoiceColumns, LockedLine, WalkLine } from './repository';

// What one action makes of a line, and how the walk shows the lines: the
// picking service's rules, apart from its transactions.

export const refusal = (status: number, code: string, message: string, field?: string) =>
  new HttpError(status, code, message, field);

export const noBatch = () => refusal(404, 'NOT_FOUND', 'That batch was not found.', 'batchId');

/**
 * A line picked or weighed: all of it unless a quantity says fewer, which
 * makes it short however it was sent.
 */
function taken(quantity: number | undefined, wanted: number, weightGrams: number | null) {
  const count = quantity ?? wanted;
  if (count < 1 || count > wanted) {
    throw refusal(400, 'VALIDATION_FAILED', `quantity is 1 to ${wanted}`, 'quantity');
  }
  return {
    state: count < wanted ? ('short' as const) : ('picked' as const),
    pickedQuantity: count,
    weightGrams,
  };
}

/**
 * What an action makes of a line, or the refusal naming the field at fault.
 * A weighed line is weighed (typed, or read from its barcode), never just
 * picked; a line by the piece is never weighed.
 */
export function applied(line: LockedLine, action: PickAction) {
  const wanted = line.quantity;
  switch (action.kind) {
    case 'reset':
      return { state: 'to_pick' as const, pickedQuantity: null, weightGrams: null };
    case 'substitute': {
      // The line stays short as it is: the offer is what changes (see act).
      const missing = wanted - (line.pickedQuantity ?? 0);
      if (line.state !== 'short' || missing <= 0) {
        throw refusal(
          409,
          'NOT_SHORT',
          'Only a short line can be substituted: mark it short.',
          'kind',
        );
      }
      return {
        state: 'short' as const,
        pickedQuantity: line.pickedQuantity,
        weightGrams: line.weightGrams,
      };
    }
    case 'pick': {
      if (line.unit === 'per_kg') {
        throw refusal(400, 'WEIGH_IT', 'This item is sold by weight: weigh it.', 'kind');
      }
      return taken(action.quantity, wanted, null);
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
      return taken(action.quantity, wanted, action.weightGrams);
    }
  }
}

/** What an action on a line tells the order's followers: picked, short, weighed, or back to pick. */
export function eventKindOf(state: PickState, weightGrams: number | null): OrderEventKind {
  if (state === 'to_pick') return 'line_reset';
  if (state === 'short') return 'line_short';
  return weightGrams !== null ? 'line_weighed' : 'line_picked';
}

/**
 * Whether a weighed line is to be weighed again: the customer said no to
 * what its weight came to over the hold, and the line has not changed since
 * the weighing that asked (asked_at and changed_at are that transaction's
 * time on the database's clock). Picking it again clears it.
 */
export const toWeighAgain = (offer: LineOffer | undefined, changedAt: Date | string | null) =>
  offer?.kind === 'over_hold' &&
  offer.state === 'rejected' &&
  changedAt !== null &&
  new Date(changedAt).getTime() <= Date.parse(offer.askedAt);

/**
 * The batch's lines, one stop per product, in walk order. A line whose
 * weight the customer said no to shows as to pick (toWeighAgain).
 */
export function walkOf(lines: WalkLine[], offers: Map<string, LineOffer>): WalkStop[] {
  const stops: WalkStop[] = [];
  for (const line of lines) {
    const {
      orderId,
      tote,
      quantity,
      state,
      pickedQuantity,
      weightGrams,
      version,
      substitutionChoice,
      substituteProductId,
      substituteName,
      changedAt,
      ...product
    } = line;
    const offer = offers.get(offerKey(orderId, product.productId));
    const again = toWeighAgain(offer, changedAt);
    let stop = stops.at(-1);
    if (stop?.productId !== product.productId) {
      stop = { ...product, lines: [] };
      stops.push(stop);
    }
    stop.lines.push({
      orderId,
      tote,
      quantity,
      state: again ? 'to_pick' : state,
      pickedQuantity: again ? null : pickedQuantity,
      weightGrams: again ? null : weightGrams,
      version,
      substitution: shownChoice({ substitutionChoice, substituteProductId, substituteName }),
      offer: offer ?? null,
    });
  }
  return stops;
}

/** What the customer wants for a short line: its own choice, or the order's default. */
export function shownChoice(line: ChoiceColumns): ShownSubstitution {
  if (line.substitutionChoice === 'specific') {
    return {
      choice: 'specific',
      productId: line.substituteProductId!,
      name: line.substituteName ?? '',
    };
  }
  return { choice: line.substitutionChoice };
}
