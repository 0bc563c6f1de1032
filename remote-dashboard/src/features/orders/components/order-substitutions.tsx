import { useId } from 'react';
import {
  effectiveSubstitution,
  SUBSTITUTION_CHOICE_LABELS,
  SUBSTITUTION_DEFAULTS,
} from '@storefront/shared/constants';
import type { Order } from '@storefront/shared/contracts';
import { useChangeSubstitutions } from '../hooks/use-change-substitutions';
import { LineSubstitutionChoice } from './line-substitution-choice';

export interface OrderSubstitutionsProps {
  order: Order;
  onChanged: (order: Order) => void;
  onReload: () => void;
}

type Line = Order['lines'][number];

/** 'This one instead: Green Tea', 'A similar item', 'No substitute'. */
function choiceWords(line: Line, order: Order): string {
  const shown = effectiveSubstitution(line, order.substitutionDefault);
  const label = SUBSTITUTION_CHOICE_LABELS[shown.choice];
  return shown.choice === 'specific' ? `${label}: ${shown.name}` : label;
}

/**
 * What the store does with an item short on the shelf: the order's default
 * and each line's choice. Each change is saved as it is made, until picking
 * starts; after that the choices are only shown.
 */
export function OrderSubstitutions({ order, onChanged, onReload }: OrderSubstitutionsProps) {
  const headingId = useId();
  const { change, saving, error } = useChangeSubstitutions(order, onChanged, onReload);
  const editable = order.substitutionsEditable;
  return (
    <section className="db-card db-substitutions" aria-labelledby={headingId}>
      <h2 id={headingId}>If an item is out of stock</h2>
      {editable ? (
        <fieldset className="db-substitutions__default" disabled={saving}>
          <legend>For every item</legend>
          {SUBSTITUTION_DEFAULTS.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="substitutionDefault"
                checked={order.substitutionDefault === value}
                onChange={() => void change({ default: value })}
              />
              {SUBSTITUTION_CHOICE_LABELS[value]}
            </label>
          ))}
        </fieldset>
      ) : (
        <p>
          For every item: {SUBSTITUTION_CHOICE_LABELS[order.substitutionDefault]}. Picking has
          started, so these choices can no longer change.
        </p>
      )}
      {error && (
        <p className="db-notice db-notice--error" role="alert">
          {error}
        </p>
      )}
      <ul className="db-substitutions__lines" aria-label="Each item">
        {/* A line that came as a substitute has no choice of its own. */}
        {order.lines
          .filter((line) => !line.substituteFor)
          .map((line) =>
            editable ? (
              <LineSubstitutionChoice
                key={line.productId}
                line={line}
                order={order}
                disabled={saving}
                onChange={(substitution) =>
                  void change({ lines: [{ productId: line.productId, substitution }] })
                }
              />
            ) : (
              <li key={line.productId}>
                <span>{line.name}</span> <span>{choiceWords(line, order)}</span>
              </li>
            ),
          )}
      </ul>
    </section>
  );
}
