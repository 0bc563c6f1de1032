/** The search text as a literal ILIKE pattern: %, _ and \ match only themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
