import type { OperatorCategory } from '@storefront/shared/operator-contracts';
import { FormField, TextAreaField, useMutation, useSchemaForm } from '@storefront/ui';
import { createCategory } from '../api/create-category';
import { updateCategory } from '../api/update-category';

const loadContracts = () =>
  import(/* webpackPrefetch: true */ '@storefront/shared/operator-contracts');

export interface CategoryFormProps {
  /** The category being renamed; null adds a new one. */
  category: OperatorCategory | null;
  /** Unique per form on the page, for the fields' ids. */
  idPrefix: string;
  onSaved: (category: OperatorCategory) => void;
  onCancel?: () => void;
}

const EMPTY = { name: '', description: '' };

/** A category's name and description: the add form, and the inline rename. */
export function CategoryForm({ category, idPrefix, onSaved, onCancel }: CategoryFormProps) {
  const form = useSchemaForm({
    fields: ['name', 'description'],
    initial: category ? { name: category.name, description: category.description } : EMPTY,
    schema: async () => (await loadContracts()).categoryInputSchema,
  });
  const save = useMutation(
    (input: { name: string; description: string }) =>
      category ? updateCategory(category.id, input) : createCategory(input),
    {
      busy: (input) => ({
        title: category ? 'Saving the category' : 'Adding the category',
        subtitle: input.name,
      }),
      success: (saved) => (category ? `${saved.name} saved` : `${saved.name} added`),
    },
  );

  const submit = form.handleSubmit(async (input) => {
    const outcome = await save.mutate(input);
    if (outcome.ok) {
      onSaved(outcome.result);
      if (!category) form.setValues(EMPTY);
    }
    return outcome;
  });

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
        {...form.field('name')}
        idPrefix={idPrefix}
        label="Name"
        maxLength={60}
        required
        autoFocus={Boolean(category)}
      />
      <TextAreaField
        {...form.field('description')}
        idPrefix={idPrefix}
        label="Description (optional)"
        rows={2}
        maxLength={300}
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
