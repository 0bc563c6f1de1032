import { optionNamesSchema, optionValuesSchema } from '@storefront/shared/operator-contracts';

/** A row's options: each name with this row's value of it, in the same order. */
export interface RowOptions {
  names: string[];
  values: string[];
}

const FORMAT = 'Write options as Name: value, separated by ;, e.g. Size: 1 kg; Grind: whole bean';

/** 'Size: 1 kg; Grind: whole bean' → names and values, or why the cell cannot be read as options. */
export function parseOptions(
  cell: string,
): { ok: true; options: RowOptions } | { ok: false; message: string } {
  const options: RowOptions = { names: [], values: [] };
  const parts = cell
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  for (const part of parts) {
    // The first colon ends the name, so a value may hold one ('Time: 10:30').
    const colon = part.indexOf(':');
    if (colon < 0) return { ok: false, message: `“${part}” has no name. ${FORMAT}` };
    options.names.push(part.slice(0, colon).trim());
    options.values.push(part.slice(colon + 1).trim());
  }
  if (parts.length === 0) return { ok: false, message: FORMAT };
  const invalid =
    optionNamesSchema.safeParse(options.names).error ??
    optionValuesSchema.safeParse(options.values).error;
  if (invalid) return { ok: false, message: invalid.issues[0]?.message ?? FORMAT };
  return { ok: true, options };
}
