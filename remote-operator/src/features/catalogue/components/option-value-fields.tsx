import type { FormErrors } from '../lib/option-errors';
import { FormField } from '@storefront/ui';

export interface OptionValueFieldsProps {
  /** Makes ids unique when two forms on the page hold option values. */
  idPrefix: string;
  optionNames: string[];
  values: string[];
  onChange: (values: string[]) => void;
  errors: FormErrors;
}

/**
 * One input per option, labelled with its name (Size), for one variant's
 * values. An error about the values together (another variant has them)
 * shows once under them, and each input points to it.
 */
export function OptionValueFields({
  idPrefix,
  optionNames,
  values,
  onChange,
  errors,
}: OptionValueFieldsProps) {
  const listError = errors.optionValues;
  const listErrorId = `${idPrefix}-optionValues-error`;
  return (
    <div className="db-cat-option-values">
      <div className="db-cat-form__pair">
        {optionNames.map((optionName, index) => {
          const own = errors[`optionValues.${index}`];
          return (
            <FormField
              key={optionName}
              name={`optionValues.${index}`}
              idPrefix={idPrefix}
              label={optionName}
              autoComplete="off"
              value={values[index] ?? ''}
              onChange={(event) =>
                onChange(
                  optionNames.map((_, at) =>
                    at === index ? event.target.value : (values[at] ?? ''),
                  ),
                )
              }
              error={own}
              required
              {...(listError && !own
                ? { 'aria-invalid': true, 'aria-describedby': listErrorId }
                : {})}
            />
          );
        })}
      </div>
      {listError && (
        <p id={listErrorId} className="db-field__error" role="alert">
          {listError}
        </p>
      )}
    </div>
  );
}
