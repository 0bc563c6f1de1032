/** The page number in ?page=, 1 when missing or not a whole number from 1 to 10,000. */
export function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
