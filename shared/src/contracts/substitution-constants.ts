// Plain constants of substitutions, kept apart from their zod schemas so the
// checkout and order pages can word them without loading validation code.

/**
 * What the store does when a line is short at picking: pick a similar item,
 * this particular product instead, or leave the line out.
 */
export const SUBSTITUTION_CHOICES = ['similar', 'specific', 'none'] as const;
export type SubstitutionChoiceKind = (typeof SUBSTITUTION_CHOICES)[number];

/** An order's default: 'specific' names a product, so it can only be a line's own choice. */
export const SUBSTITUTION_DEFAULTS = ['similar', 'none'] as const;
export type SubstitutionDefault = (typeof SUBSTITUTION_DEFAULTS)[number];

/** A new order's default when the customer says nothing. */
export const DEFAULT_SUBSTITUTION: SubstitutionDefault = 'similar';

export const SUBSTITUTION_CHOICE_LABELS: Record<SubstitutionChoiceKind, string> = {
  similar: 'A similar item',
  specific: 'This one instead',
  none: 'No substitute',
};

/** A line's choice as a choice is sent: 'specific' carries the product chosen. */
export type SubstitutionChoice =
  { choice: 'similar' } | { choice: 'none' } | { choice: 'specific'; productId: number };

/** A line's choice as an order shows it: 'specific' with the chosen product's name. */
export type ShownSubstitution =
  | { choice: 'similar' }
  | { choice: 'none' }
  | { choice: 'specific'; productId: number; name: string };

/**
 * What the store does for a line: its own choice, or the order's default
 * when it has none.
 */
export function effectiveSubstitution(
  line: { substitution: ShownSubstitution | null },
  orderDefault: SubstitutionDefault,
): ShownSubstitution {
  return line.substitution ?? { choice: orderDefault };
}

/** The pick list's and the order desk's words for a line's choice: 'Sub: similar', 'Sub: Organic Bananas', 'No sub'. */
export function substitutionNote(substitution: ShownSubstitution): string {
  switch (substitution.choice) {
    case 'similar':
      return 'Sub: similar';
    case 'specific':
      return `Sub: ${substitution.name}`;
    case 'none':
      return 'No sub';
  }
}
