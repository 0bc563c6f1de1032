import { useState, type FormEvent } from 'react';
import type { OperatorCategory } from '@storefront/shared/operator-contracts';
import { useCategoryForm, type CategoryValues } from '../hooks/use-category-form';
import { FormField, TextAreaField } from '@storefront/ui';

export interface CategoryFormProps {
  /** The category being renamed; null adds a new one. */
  category: OperatorCategory | null;
  /** Unique per form on the page, for the fields' ids. */
  idPrefix: string;
  onSaved: (category: OperatorCategory) => void;
  onCancel?: () => void;
}

/** A category's name and description: the add form, and the inline rename. */
export function CategoryForm({ category, idPrefix, onSaved, onCancel }: CategoryFormProps) {
  const empty: CategoryValues = { name: '', description: '' };
  const [values, setValues] = useState<CategoryValues>(
    category ? { name: category.name, description: category.description } : empty,
  );
  const form = useCategoryForm(category?.id ?? null, onSaved);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if ((await form.save(values, event.currentTarget)) && !category) setValues(empty);
  }

  return (
    <form
      className={category ? 'db-cat-rename' : 'db-form db-cat-add'}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={category ? `Rename ${category.name}` : 'Add a category'}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel) onCancel();
      }}
    >
      {!category && <h2>Add a category</h2>}
      <FormField
        name="name"
        idPrefix={idPrefix}
        label="Name"
        maxLength={60}
        value={values.name}
        onChange={(event) => setValues({ ...values, name: event.target.value })}
        error={form.errors.name}
        required
        autoFocus={Boolean(category)}
      />
      <TextAreaField
        name="description"
        idPrefix={idPrefix}
        label="Description (optional)"
        rows={2}
        maxLength={300}
        value={values.description}
        onChange={(event) => setValues({ ...values, description: event.target.value })}
        error={form.errors.description}
      />
      {form.formError && (
        <p className="db-alert" role="alert">
          {form.formError}
        </p>
      )}
      <div className="db-op-actions">
        <button type="submit" className="db-action" disabled={form.saving}>
          {category ? 'Save' : 'Add category'}
        </button>
        {onCancel && (
          <button type="button" className="db-action db-op-quiet" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
