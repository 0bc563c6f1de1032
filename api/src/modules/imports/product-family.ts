import type { ProductRow } from '../catalogue/service';
import type { RowError } from './repository';
import type {
  CategoryChoice,
  ImportedListedProduct,
  ImportedProduct,
  ImportedVariant,
} from './product-row';

type ProductRecord = ProductRow;

/** The products a batch works on and their families, as the batch has left them so far. */
export function indexFamilies(records: ProductRecord[]) {
  const byId = new Map<number, ProductRecord>();
  const bySku = new Map<string, ProductRecord>();
  const put = (record: ProductRecord) => {
    byId.set(record.id, record);
    bySku.set(record.sku, record);
  };
  records.forEach(put);
  return {
    put,
    bySku: (sku: string) => bySku.get(sku),
    byId: (id: number) => byId.get(id),
    /** The listed product and its variants, listed one first. */
    members: (listedId: number) =>
      [...byId.values()]
        .filter((record) => (record.variantOf ?? record.id) === listedId)
        .sort((a, b) => a.id - b.id),
  };
}
export type Families = ReturnType<typeof indexFamilies>;

const error = (field: string, message: string): RowError[] => [{ field, message }];

/** 'Size: …; Grind: …', how a row writes a product's options. */
const optionsPattern = (names: readonly string[]) => names.map((name) => `${name}: …`).join('; ');

/** Another member of the family with the values the row gives, which the family's unique index would refuse. */
function sameOptions(
  wanted: ImportedProduct,
  own: ProductRecord | undefined,
  members: ProductRecord[],
) {
  const values = JSON.stringify(wanted.optionValues);
  const other = members.find(
    (member) => member.id !== own?.id && JSON.stringify(member.optionValues) === values,
  );
  return other ? error('options', `Same options as ${other.sku}.`) : [];
}

/**
 * Why a listed product's row cannot be applied to the product with its SKU:
 * that product is a variant, or it has variants and the row changes how many
 * options it has, or gives the values another variant has.
 */
export function listedRowErrors(
  wanted: ImportedListedProduct,
  existing: ProductRecord,
  families: Families,
): RowError[] {
  if (existing.variantOf !== null) {
    const listed = families.byId(existing.variantOf)?.sku ?? 'another product';
    return error(
      'variant of',
      `${existing.sku} is a variant of ${listed}; put ${listed} in its variant of cell.`,
    );
  }
  if (!wanted.optionNames) return [];
  const members = families.members(existing.id);
  if (members.length > 1 && wanted.optionNames.length !== existing.optionNames.length) {
    const count = existing.optionNames.length;
    return error(
      'options',
      `${existing.sku} has variants, so it keeps its ${count} option${count === 1 ? '' : 's'}: ` +
        `write them as ${optionsPattern(existing.optionNames)}`,
    );
  }
  return sameOptions(wanted, existing, members);
}

/** How a variant's row says a shared cell, and what the listed product has in it. */
const SHARED_CELLS: Array<{
  column: string;
  field:
    | 'name'
    | 'categoryId'
    | 'description'
    | 'unit'
    | 'estimatedWeightGrams'
    | 'vatRateBasisPoints'
    | 'published';
  shown: (listed: ProductRecord, categories: CategoryChoice[]) => string | undefined;
  why: string;
}> = [
  {
    column: 'name',
    field: 'name',
    shown: (listed) => listed.name,
    why: 'a variant shares its product’s name',
  },
  {
    column: 'category',
    field: 'categoryId',
    shown: (listed, categories) => categories.find(({ id }) => id === listed.categoryId)?.name,
    why: 'a variant shares its product’s category',
  },
  {
    column: 'description',
    field: 'description',
    shown: () => undefined,
    why: 'a variant shares its product’s description',
  },
  {
    column: 'unit',
    field: 'unit',
    shown: (listed) => (listed.unit === 'per_kg' ? 'per kg' : listed.unit),
    why: 'a variant shares its product’s unit',
  },
  {
    column: 'estimated_weight_grams',
    field: 'estimatedWeightGrams',
    shown: (listed) =>
      listed.estimatedWeightGrams === null ? 'none' : `${listed.estimatedWeightGrams}`,
    why: 'a variant shares its product’s estimated weight',
  },
  {
    column: 'vat_rate',
    field: 'vatRateBasisPoints',
    shown: (listed) => `${listed.vatRateBasisPoints / 100}%`,
    why: 'a variant shares its product’s VAT rate',
  },
  {
    column: 'published',
    field: 'published',
    shown: (listed) => (listed.published ? 'yes' : 'no'),
    why: 'a variant is published with its product',
  },
];

/**
 * Why a variant's row cannot join or change its family: the listed product it
 * names is missing or is a variant itself, the row's SKU belongs elsewhere,
 * its options are not the product's or are another variant's, or a shared
 * cell it gives differs from the product's.
 */
export function variantRowErrors(
  wanted: ImportedVariant,
  existing: ProductRecord | undefined,
  listed: ProductRecord | undefined,
  families: Families,
  categories: CategoryChoice[],
): RowError[] {
  const listedSku = wanted.variantOf;
  if (!listed) {
    return error(
      'variant of',
      `No product has the SKU ${listedSku}, in the store or in an earlier row.`,
    );
  }
  if (listed.variantOf !== null) {
    const top = families.byId(listed.variantOf)?.sku ?? 'its product';
    return error('variant of', `${listedSku} is itself a variant of ${top}; name ${top} instead.`);
  }
  if (existing && existing.variantOf === null) {
    return error(
      'variant of',
      `${existing.sku} is a product of its own; an import does not make it a variant.`,
    );
  }
  if (existing && existing.variantOf !== listed.id) {
    const other = families.byId(existing.variantOf!)?.sku ?? 'another product';
    return error('variant of', `${existing.sku} is a variant of ${other}, not of ${listedSku}.`);
  }

  const names = listed.optionNames;
  if (names.length === 0) {
    return error(
      'options',
      `${listedSku} has no options, so it cannot have variants. Give its own row options first, e.g. Size: 500 g.`,
    );
  }
  const given = wanted.optionNames?.map((name) => name.toLowerCase());
  if (given?.join('\n') !== names.map((name) => name.toLowerCase()).join('\n')) {
    const are = names.length === 1 ? `option is ${names[0]}` : `options are ${names.join(', ')}`;
    return error(
      'options',
      `${listedSku}’s ${are}. Write this variant’s options as ${optionsPattern(names)}`,
    );
  }

  const differing = SHARED_CELLS.filter(
    ({ field }) => wanted[field] !== undefined && wanted[field] !== listed[field],
  ).map(({ column, shown, why }) => {
    const value = shown(listed, categories);
    return {
      field: column,
      message: `${column} differs from ${listedSku}’s${value === undefined ? '' : ` (${value})`}; ${why}`,
    };
  });
  return [...sameOptions(wanted, existing, families.members(listed.id)), ...differing];
}
