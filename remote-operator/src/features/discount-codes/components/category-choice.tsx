import { useApi } from '@storefront/shared';
import { getOperatorCategories } from '../api/get-categories';
import { LoadError, LoadingNote } from '@storefront/ui';

export interface CategoryChoiceProps {
  selected: number[];
  onChange: (categoryIds: number[]) => void;
  error?: string;
}

/** The categories a code is kept to, as checkboxes; none ticked means every category. */
export function CategoryChoice({ selected, onChange, error }: CategoryChoiceProps) {
  const categories = useApi('operator-categories', getOperatorCategories);

  function toggle(categoryId: number, ticked: boolean) {
    onChange(
      ticked ? [...selected, categoryId] : selected.filter((chosen) => chosen !== categoryId),
    );
  }

  let options;
  if (categories.failure) {
    options = (
      <LoadError what="the categories" failure={categories.failure} onRetry={categories.retry} />
    );
  } else if (!categories.data) {
    options = <LoadingNote>Loading the categories</LoadingNote>;
  } else {
    options = (
      <div className="db-dc-choice__options db-dc-choice__options--grid">
        {categories.data.map((category) => (
          <label key={category.id} className="db-dc-option">
            <input
              type="checkbox"
              name="categoryIds"
              value={category.id}
              checked={selected.includes(category.id)}
              onChange={(event) => toggle(category.id, event.target.checked)}
            />
            {category.name}
          </label>
        ))}
      </div>
    );
  }

  return (
    <fieldset
      className="db-dc-choice"
      aria-describedby={['db-dc-categories-hint', error && 'db-dc-categories-error']
        .filter(Boolean)
        .join(' ')}
    >
      <legend>Categories</legend>
      <p id="db-dc-categories-hint" className="db-field__hint">
        The goods the code takes money off. None ticked: every category.
      </p>
      {options}
      {error && (
        <p id="db-dc-categories-error" className="db-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
