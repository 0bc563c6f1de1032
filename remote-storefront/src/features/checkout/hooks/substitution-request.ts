import { DEFAULT_SUBSTITUTION } from '@storefront/shared/constants';
import type { CartLine, CheckoutDraft, PlaceOrderRequest } from '@storefront/shared/contracts';

type SubstitutionFields = Pick<PlaceOrderRequest, 'substitutionDefault' | 'substitutions'>;

/**
 * The draft's choices as placing the order sends them: only for lines still
 * in the cart, and only what differs from the API's defaults. A line set to "This one instead" without its product yet holds
 * the order back: answers that line, to ask for it.
 */
export function substitutionRequest(
  draft: CheckoutDraft,
  lines: readonly CartLine[],
): { fields: SubstitutionFields } | { missing: CartLine } {
  const substitutions: NonNullable<SubstitutionFields['substitutions']> = [];
  for (const line of lines) {
    const chosen = draft.substitutions?.[line.productId];
    if (!chosen) continue;
    if (chosen.choice !== 'specific') {
      substitutions.push({ productId: line.productId, substitution: { choice: chosen.choice } });
    } else if (chosen.product) {
      substitutions.push({
        productId: line.productId,
        substitution: { choice: 'specific', productId: chosen.product.id },
      });
    } else {
      return { missing: line };
    }
  }
  // The API's default is the preselected one: an order left as it was sends nothing new.
  const substitutionDefault = draft.substitutionDefault ?? DEFAULT_SUBSTITUTION;
  return {
    fields: {
      ...(substitutionDefault !== DEFAULT_SUBSTITUTION ? { substitutionDefault } : {}),
      ...(substitutions.length > 0 ? { substitutions } : {}),
    },
  };
}
