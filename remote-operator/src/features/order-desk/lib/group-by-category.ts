import type { OperatorOrderLine } from '@storefront/shared/operator-contracts';

const byName = (a: string, b: string) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' });

/** An order's lines by category (alphabetical), each category's lines by name: the picker's route. */
export function groupByCategory(lines: readonly OperatorOrderLine[]) {
  const groups = new Map<string, OperatorOrderLine[]>();
  for (const line of lines) {
    groups.set(line.categoryName, [...(groups.get(line.categoryName) ?? []), line]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => byName(a, b))
    .map(([category, grouped]) => ({
      category,
      lines: grouped.sort((a, b) => byName(a.name, b.name)),
    }));
}
