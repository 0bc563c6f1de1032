import type { ChangeEvent } from 'react';
import { FormField } from '@storefront/ui';

/** What useSchemaForm's `field` gives an input. */
interface OptionInputProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
}

export interface OptionValueFieldsProps {
  /** Makes ids unique when two forms on the page hold option values. */
  idPrefix: string;
  optionNames: string[];
  /** The form's field props, by input name (optionValues.0…). */
  field: (name: `optionValues.${number}`) => OptionInputProps;
  /** The error about the values together, e.g. that another variant has them. */
  listError: string | undefined;
}

/**
 * One input per option, labelled with its name (Size), for one variant's
 * values. An error about the values together (another variant has them)
 * shows once under them, and each input points to it.
 */
export function OptionValueFields({
  idPrefix,
  optionNames,
  field,
  listError,
}: OptionValueFieldsProps) {
  const listErrorId = `${idPrefix}-optionValues-error`;
  return (
    <div className="db-cat-option-values">
      <div className="db-cat-form__pair">
        {optionNames.map((optionName, index) => {
          const props = field(`optionValues.${index}`);
          return (
            <FormField
              key={optionName}
              {...props}
              idPrefix={idPrefix}
              label={optionName}
              autoComplete="off"
              required
              {...(listError && !props.error
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
