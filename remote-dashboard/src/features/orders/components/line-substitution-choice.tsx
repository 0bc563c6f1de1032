import { useState } from 'react';
import { formatMoney, useApi } from '@storefront/shared';
import {
  SUBSTITUTION_CHOICE_LABELS,
  SUBSTITUTION_CHOICES,
  type SubstitutionChoice,
  type SubstitutionChoiceKind,
} from '@storefront/shared/constants';
import type { Order } from '@storefront/shared/contracts';
import { LoadError } from '@storefront/ui';
import { getSubstituteOptions } from '../api/get-substitute-options';

type Line = Order['lines'][number];

export interface LineSubstitutionChoiceProps {
  line: Line;
  order: Order;
  disabled: boolean;
  onChange: (substitution: SubstitutionChoice) => void;
}

/**
 * One line's choice: the three of them, and for "This one instead" the
 * products of its aisle. Picking that choice saves nothing until a product
 * is picked.
 */
export function LineSubstitutionChoice({
  line,
  order,
  disabled,
  onChange,
}: LineSubstitutionChoiceProps) {
  const [choosingProduct, setChoosingProduct] = useState(false);
  const shown = line.substitution?.choice ?? order.substitutionDefault;
  const choose = (choice: SubstitutionChoiceKind) => {
    setChoosingProduct(choice === 'specific');
    if (choice !== 'specific') onChange({ choice });
  };
  const specific = line.substitution?.choice === 'specific' ? line.substitution : null;
  return (
    <li className="db-substitution">
      <span aria-hidden="true">{line.name}</span>
      <select
        aria-label={`If ${line.name} is out of stock`}
        value={choosingProduct ? 'specific' : shown}
        disabled={disabled}
        onChange={(event) => choose(event.target.value as SubstitutionChoiceKind)}
      >
        {SUBSTITUTION_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {SUBSTITUTION_CHOICE_LABELS[choice]}
          </option>
        ))}
      </select>
      {(choosingProduct || specific) && (
        <SubstitutePicker
          line={line}
          currency={order.currency}
          chosen={choosingProduct ? null : specific}
          disabled={disabled}
          onChoose={(productId) => {
            setChoosingProduct(false);
            onChange({ choice: 'specific', productId });
          }}
        />
      )}
    </li>
  );
}

interface SubstitutePickerProps {
  line: Line;
  currency: string;
  chosen: { productId: number; name: string } | null;
  disabled: boolean;
  onChoose: (productId: number) => void;
}

function SubstitutePicker({ line, currency, chosen, disabled, onChoose }: SubstitutePickerProps) {
  const { data, failure, retry } = useApi(`substitutes-${line.productId}`, (signal) =>
    getSubstituteOptions(line, signal),
  );
  if (failure)
    return <LoadError what="products to choose from" failure={failure} onRetry={retry} />;
  if (!data) return <p role="status">Loading products…</p>;
  // The product chosen may have sold out since: it stays shown as the choice.
  const options =
    chosen && !data.some((option) => option.id === chosen.productId)
      ? [{ id: chosen.productId, name: chosen.name, priceMinor: null }, ...data]
      : data;
  if (options.length === 0) {
    return (
      <p className="db-substitution__note">Nothing like it is in stock: choose another option.</p>
    );
  }
  return (
    <select
      aria-label={`Instead of ${line.name}, bring`}
      value={chosen?.productId ?? ''}
      disabled={disabled}
      onChange={(event) => onChoose(Number(event.target.value))}
    >
      <option value="" disabled>
        Choose a product
      </option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.priceMinor === null
            ? option.name
            : `${option.name} – ${formatMoney(option.priceMinor, currency)}`}
        </option>
      ))}
    </select>
  );
}
