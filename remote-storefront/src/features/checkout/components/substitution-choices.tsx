import { useId } from 'react';
import { formatMoney, useApi } from '@storefront/shared';
import {
  SUBSTITUTION_CHOICE_LABELS,
  SUBSTITUTION_CHOICES,
  SUBSTITUTION_DEFAULTS,
  type SubstitutionChoiceKind,
  type SubstitutionDefault,
} from '@storefront/shared/constants';
import type { CartLine, DraftSubstitution } from '@storefront/shared/contracts';
import { LoadError } from '@storefront/ui';
import { getSubstituteOptions } from '../api/get-substitute-options';

export interface SubstitutionChoicesProps {
  lines: readonly CartLine[];
  substitutionDefault: SubstitutionDefault;
  substitutions: Partial<Record<string, DraftSubstitution>>;
  /** The line whose "This one instead" still lacks its product, once placing was tried. */
  missingProductId: number | null;
  onDefaultChange: (value: SubstitutionDefault) => void;
  onLineChange: (productId: number, substitution: DraftSubstitution) => void;
}

/**
 * What the store does with an item short on the shelf: the order's default
 * as two radios, and each line's own choice tucked under "Choose for each
 * item", so the section stays short on a phone. The default is preselected,
 * so an order goes without a word here.
 */
export function SubstitutionChoices(props: SubstitutionChoicesProps) {
  const { lines, substitutionDefault, substitutions, missingProductId } = props;
  const headingId = useId();
  const chosenAny = lines.some((line) => substitutions[line.productId] !== undefined);
  return (
    <section className="sf-substitutions" aria-labelledby={headingId}>
      <h3 id={headingId}>If an item is out of stock</h3>
      <fieldset className="sf-substitutions__default">
        <legend>For every item</legend>
        {SUBSTITUTION_DEFAULTS.map((value) => (
          <label key={value} className="sf-checkbox">
            <input
              type="radio"
              name="substitutionDefault"
              checked={substitutionDefault === value}
              onChange={() => props.onDefaultChange(value)}
            />
            {SUBSTITUTION_CHOICE_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <details className="sf-substitutions__lines" open={chosenAny || missingProductId !== null}>
        <summary>Choose for each item</summary>
        <ul>
          {lines.map((line) => (
            <LineChoice
              key={line.productId}
              line={line}
              chosen={substitutions[line.productId] ?? { choice: substitutionDefault }}
              missing={missingProductId === line.productId}
              onChange={(substitution) => props.onLineChange(line.productId, substitution)}
            />
          ))}
        </ul>
      </details>
    </section>
  );
}

interface LineChoiceProps {
  line: CartLine;
  chosen: DraftSubstitution;
  missing: boolean;
  onChange: (substitution: DraftSubstitution) => void;
}

function LineChoice({ line, chosen, missing, onChange }: LineChoiceProps) {
  const choose = (choice: SubstitutionChoiceKind) =>
    onChange(choice === 'specific' ? { choice, product: null } : { choice });
  return (
    <li className="sf-substitution">
      <span className="sf-substitution__name" aria-hidden="true">
        {line.name}
      </span>
      <select
        aria-label={`If ${line.name} is out of stock`}
        value={chosen.choice}
        onChange={(event) => choose(event.target.value as SubstitutionChoiceKind)}
      >
        {SUBSTITUTION_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {SUBSTITUTION_CHOICE_LABELS[choice]}
          </option>
        ))}
      </select>
      {chosen.choice === 'specific' && (
        <SubstitutePicker
          line={line}
          chosen={chosen.product}
          missing={missing}
          onChange={onChange}
        />
      )}
    </li>
  );
}

interface SubstitutePickerProps {
  line: CartLine;
  chosen: { id: number; name: string; priceMinor: number } | null;
  missing: boolean;
  onChange: (substitution: DraftSubstitution) => void;
}

/** The products of the line's aisle to bring instead, loaded once "This one instead" is picked. */
function SubstitutePicker({ line, chosen, missing, onChange }: SubstitutePickerProps) {
  const errorId = useId();
  const { data, failure, retry } = useApi(`substitutes-${line.productId}`, (signal) =>
    getSubstituteOptions(line, signal),
  );
  if (failure)
    return <LoadError what="products to choose from" failure={failure} onRetry={retry} />;
  if (!data) return <p role="status">Loading products…</p>;
  if (data.length === 0 && !chosen) {
    return (
      <p className="sf-substitution__note">Nothing like it is in stock: choose another option.</p>
    );
  }
  // A product chosen earlier that has sold out since stays shown, so the choice is not lost silently.
  const options =
    chosen && !data.some((option) => option.id === chosen.id)
      ? [{ ...chosen, currency: data[0]?.currency ?? 'GBP' }, ...data]
      : data;
  return (
    <>
      <select
        aria-label={`Instead of ${line.name}, bring`}
        aria-invalid={missing && !chosen}
        aria-describedby={missing && !chosen ? errorId : undefined}
        value={chosen?.id ?? ''}
        onChange={(event) => {
          const product = options.find((option) => option.id === Number(event.target.value));
          if (product) {
            const { id, name, priceMinor } = product;
            onChange({ choice: 'specific', product: { id, name, priceMinor } });
          }
        }}
      >
        <option value="" disabled>
          Choose a product
        </option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name} – {formatMoney(option.priceMinor, option.currency)}
          </option>
        ))}
      </select>
      {missing && !chosen && (
        <p id={errorId} className="sf-form__error" role="alert">
          Choose the product to bring instead of {line.name}.
        </p>
      )}
    </>
  );
}
