import type { DiscountKind } from '@storefront/shared/contracts';

const KIND_LABELS: Record<DiscountKind, string> = {
  percent: 'Percentage off',
  amount: 'Fixed amount off',
};
const KINDS = Object.keys(KIND_LABELS) as DiscountKind[];

export interface KindChoiceProps {
  kind: DiscountKind;
  onChange: (kind: DiscountKind) => void;
  error?: string;
}

/** Percentage or fixed amount: two radios under one legend. */
export function KindChoice({ kind, onChange, error }: KindChoiceProps) {
  return (
    <fieldset className="db-dc-choice" aria-describedby={error ? 'db-dc-kind-error' : undefined}>
      <legend>Kind of discount</legend>
      <div className="db-dc-choice__options">
        {KINDS.map((option) => (
          <label key={option} className="db-dc-option">
            <input
              type="radio"
              name="kind"
              value={option}
              checked={kind === option}
              onChange={() => onChange(option)}
            />
            {KIND_LABELS[option]}
          </label>
        ))}
      </div>
      {error && (
        <p id="db-dc-kind-error" className="db-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
