import { PROBLEM_KIND_LABELS, PROBLEM_KINDS } from '@storefront/shared/constants';
import { quantityField, type LineChoice, type ReportableLine } from '../lib/problem-reports';
import { FormField } from '@storefront/ui';

export interface ProblemLineChoiceProps {
  line: ReportableLine;
  choice: LineChoice;
  onChange: (change: Partial<LineChoice>) => void;
  quantityError?: string;
}

/**
 * One order line: a box to include it and, once included, what is wrong with
 * it and how many. The details are a group named after the line, so "How
 * many?" is never read without saying of what.
 */
export function ProblemLineChoice({
  line,
  choice,
  onChange,
  quantityError,
}: ProblemLineChoiceProps) {
  const { productId, name, remaining } = line;
  return (
    <li className="db-problem-line">
      <label className="db-problem-line__pick">
        <input
          type="checkbox"
          name="lines"
          value={productId}
          checked={choice.chosen}
          onChange={(event) => onChange({ chosen: event.target.checked })}
        />
        {name}
      </label>
      {choice.chosen && (
        <div className="db-problem-line__details" role="group" aria-label={name}>
          <fieldset className="db-problem-kind">
            <legend>Missing or damaged?</legend>
            {PROBLEM_KINDS.map((kind) => (
              <label key={kind}>
                <input
                  type="radio"
                  name={`kind-${productId}`}
                  value={kind}
                  checked={choice.kind === kind}
                  onChange={() => onChange({ kind })}
                />
                {PROBLEM_KIND_LABELS[kind]}
              </label>
            ))}
          </fieldset>
          <FormField
            name={quantityField(productId)}
            label="How many?"
            type="number"
            inputMode="numeric"
            min={1}
            max={remaining}
            step={1}
            hint={`Up to ${remaining}`}
            value={choice.quantity}
            onChange={(event) => onChange({ quantity: event.target.value })}
            error={quantityError}
          />
        </div>
      )}
    </li>
  );
}
