import { useId } from 'react';
import { useHydrated } from '@storefront/shared';
import type { ProductOption } from '@storefront/shared/contracts';
import './variant-options.css';

export interface VariantOptionsProps {
  options: ProductOption[];
  /** The chosen value of each option, in the options' order. */
  values: readonly string[];
  /** Whether a variant has the chosen values. */
  available: boolean;
  onChoose: (index: number, value: string) => void;
}

/**
 * One radio group per option. Every value stays choosable, even where the
 * other choices make a combination no variant has: the page says so instead,
 * so a customer is never stuck with the values they started from.
 */
export function VariantOptions({ options, values, available, onChoose }: VariantOptionsProps) {
  const groupId = useId();
  // The radios need the script; drawn on the server they wait for it.
  const ready = useHydrated();
  return (
    <div className="sf-variant-options">
      {options.map((option, index) => (
        <fieldset key={option.name} className="sf-variant-option">
          <legend>{option.name}</legend>
          {option.values.map((value) => (
            <label key={value} className="sf-variant-option__value">
              <input
                type="radio"
                name={`${groupId}-${index}`}
                value={value}
                checked={values[index] === value}
                disabled={!ready}
                onChange={() => onChoose(index, value)}
              />
              {value}
            </label>
          ))}
        </fieldset>
      ))}
      <div role="status">
        {!available && <p className="sf-notice">This combination is not available</p>}
      </div>
    </div>
  );
}
