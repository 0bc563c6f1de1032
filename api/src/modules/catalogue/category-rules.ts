import type { Database } from '../../db/database';
import type { Operator } from '../../lib/operator';
import { recordAudit } from '../audit/service';
import { PLACEHOLDER_CATEGORY_IMAGE, slugForName } from './product-defaults';
import { catalogueRepository as repository, type CategoryRow } from './repository';

export interface CategoryFields {
  name: string;
  description: string;
}

export type CategoryOutcome =
  | { status: 'saved'; categoryId: number }
  | { status: 'not-found' }
  | { status: 'name-taken' }
  | { status: 'not-empty'; productCount: number };

export type ReorderOutcome = { status: 'reordered' } | { status: 'not-every-category' };

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The name's slug, with -2, -3… when another category of the store has it. */
function freeSlug(name: string, taken: CategoryRow[]): string {
  const slugs = new Set(taken.map((category) => category.slug));
  const base = slugForName(name);
  if (!slugs.has(base)) return base;
  let n = 2;
  while (slugs.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

const recordOf = (category: Pick<CategoryRow, 'name' | 'slug' | 'description' | 'position'>) => ({
  name: category.name,
  slug: category.slug,
  description: category.description,
  position: category.position,
});

/**
 * A new category of the operator's store, after the last one, with its audit
 * entry. Its slug comes from its name and never changes afterwards, so a
 * storefront link to it keeps working through renames.
 */
export async function createCategory(
  tx: Database,
  operator: Operator,
  fields: CategoryFields,
): Promise<CategoryOutcome> {
  const all = await repository.lockStoreCategories(tx, operator.storeId);
  if (all.some((category) => sameName(category.name, fields.name))) {
    return { status: 'name-taken' };
  }
  const row = await repository.insertCategory(tx, {
    storeId: operator.storeId,
    slug: freeSlug(fields.name, all),
    name: fields.name,
    description: fields.description,
    image: PLACEHOLDER_CATEGORY_IMAGE,
    position: all.reduce((last, category) => Math.max(last, category.position + 1), 0),
  });
  await recordAudit(tx, {
    storeId: operator.storeId,
    operatorId: operator.id,
    action: 'category.created',
    entityType: 'category',
    entityId: row.id,
    summary: `Category ${row.name} created`,
    after: recordOf(row),
  });
  return { status: 'saved', categoryId: row.id };
}

/** Renames or redescribes a category; the slug stays. An edit that changes nothing writes nothing. */
export async function editCategory(
  tx: Database,
  operator: Operator,
  categoryId: number,
  fields: CategoryFields,
): Promise<CategoryOutcome> {
  const all = await repository.lockStoreCategories(tx, operator.storeId);
  const current = all.find((category) => category.id === categoryId);
  if (!current) return { status: 'not-found' };
  if (all.some((other) => other.id !== categoryId && sameName(other.name, fields.name))) {
    return { status: 'name-taken' };
  }
  const keys = (['name', 'description'] as const).filter((key) => current[key] !== fields[key]);
  if (keys.length === 0) return { status: 'saved', categoryId };
  await repository.updateCategory(tx, categoryId, fields);
  await recordAudit(tx, {
    storeId: operator.storeId,
    operatorId: operator.id,
    action: 'category.updated',
    entityType: 'category',
    entityId: categoryId,
    summary:
      current.name === fields.name
        ? `Category ${fields.name}: description edited`
        : `Category ${current.name} renamed ${fields.name}`,
    before: Object.fromEntries(keys.map((key) => [key, current[key]])),
    after: Object.fromEntries(keys.map((key) => [key, fields[key]])),
  });
  return { status: 'saved', categoryId };
}

/**
 * Deletes an empty category. Its row is locked first, so a product being
 * added to it (which locks the category row too, see findStoreCategory) either
 * finishes first and is counted, or waits and then finds it gone.
 */
export async function deleteCategory(
  tx: Database,
  operator: Operator,
  categoryId: number,
): Promise<CategoryOutcome> {
  const all = await repository.lockStoreCategories(tx, operator.storeId);
  if (!all.some((category) => category.id === categoryId)) return { status: 'not-found' };
  const current = (await repository.findStoreCategory(tx, operator.storeId, categoryId, 'update'))!;
  const productCount = await repository.countProductsIn(tx, categoryId);
  if (productCount > 0) return { status: 'not-empty', productCount };
  await repository.deleteCategory(tx, categoryId);
  await recordAudit(tx, {
    storeId: operator.storeId,
    operatorId: operator.id,
    action: 'category.deleted',
    entityType: 'category',
    entityId: categoryId,
    summary: `Category ${current.name} deleted`,
    before: recordOf(current),
  });
  return { status: 'saved', categoryId };
}

/** Puts the store's categories in the order given, which must name each of them once. */
export async function reorderCategories(
  tx: Database,
  operator: Operator,
  categoryIds: number[],
): Promise<ReorderOutcome> {
  const all = await repository.lockStoreCategories(tx, operator.storeId);
  const known = new Set(all.map((category) => category.id));
  const given = new Set(categoryIds);
  if (
    categoryIds.length !== all.length ||
    given.size !== categoryIds.length ||
    categoryIds.some((id) => !known.has(id))
  ) {
    return { status: 'not-every-category' };
  }
  const before = all.map((category) => category.id);
  const unchanged =
    before.every((id, index) => id === categoryIds[index]) &&
    all.every((category, index) => category.position === index);
  if (unchanged) return { status: 'reordered' };
  await repository.setCategoryPositions(tx, categoryIds);
  const names = new Map(all.map((category) => [category.id, category.name]));
  await recordAudit(tx, {
    storeId: operator.storeId,
    operatorId: operator.id,
    action: 'categories.reordered',
    entityType: 'category',
    entityId: 'all',
    summary: `Categories reordered: ${categoryIds.map((id) => names.get(id)).join(', ')}`,
    before: { categoryIds: before },
    after: { categoryIds },
  });
  return { status: 'reordered' };
}
