import { useState } from 'react';
import { loaderService, MESSAGE_DISPLAY_MS, fieldErrors } from '@storefront/shared';
import type { OperatorCategory } from '@storefront/shared/operator-contracts';
import { createCategory } from '../api/create-category';
import { updateCategory } from '../api/update-category';
import { focusFirstError, isOneOf, saveWithLoader } from '@storefront/ui';

const loadContracts = () =>
  import(/* webpackPrefetch: true */ '@storefront/shared/operator-contracts');

export const CATEGORY_FIELDS = ['name', 'description'] as const;
type Field = (typeof CATEGORY_FIELDS)[number];

export interface CategoryValues {
  name: string;
  description: string;
}

/** Adds a category (categoryId null) or renames one, checked with the API's schema first. */
export function useCategoryForm(
  categoryId: number | null,
  onSaved: (category: OperatorCategory) => void,
) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  /** True when the category was saved. */
  async function save(values: CategoryValues, form: HTMLFormElement): Promise<boolean> {
    setFormError(null);
    const { categoryInputSchema } = await loadContracts();
    const parsed = categoryInputSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error, CATEGORY_FIELDS);
      setErrors(found);
      focusFirstError(form, CATEGORY_FIELDS, found);
      return false;
    }
    setErrors({});
    setSaving(true);
    const outcome = await saveWithLoader(
      {
        title: categoryId === null ? 'Adding the category' : 'Saving the category',
        subtitle: parsed.data.name,
      },
      () =>
        categoryId === null ? createCategory(parsed.data) : updateCategory(categoryId, parsed.data),
    );
    setSaving(false);
    if (!outcome.ok) {
      const { field, message } = outcome.failure;
      if (isOneOf(CATEGORY_FIELDS, field)) {
        const found = { [field]: message };
        setErrors(found);
        focusFirstError(form, CATEGORY_FIELDS, found);
      } else {
        setFormError(message);
      }
      return false;
    }
    loaderService.success(
      categoryId === null ? `${outcome.result.name} added` : `${outcome.result.name} saved`,
      MESSAGE_DISPLAY_MS,
    );
    onSaved(outcome.result);
    return true;
  }

  return { save, errors, formError, saving };
}
