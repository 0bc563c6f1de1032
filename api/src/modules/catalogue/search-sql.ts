import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { products } from './tables';
import { searchWords } from './search-tables';

/** The store's words a one-word search may mean, closest first: its typos' corrections. */
const CORRECTIONS = 16;

/** Letters and digits, as pg_trgm reads words (anything else only separates them). */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * How a search finds names that are only close to it. One word ("choclate")
 * is first matched to the words of the store's names (search_words, a few
 * thousand rows, by trigram), and names are then found by those words
 * through their trigram index: comparing it with every name that shares a
 * few trigrams cost 30 ms a search at 50,000 products (issue 47). A name
 * ranks by the closest word it holds. Several words ("dark choclate") may
 * match across a name's words, so they are still compared with whole names.
 */
export async function similarNames(
  db: Database,
  storeId: number,
  q: string,
): Promise<{ matches: SQL; closeness: SQL }> {
  if ((q.match(WORD) ?? []).length !== 1) {
    return {
      // word_similarity(q, name) >= SIMILAR_WORDS, as the trigram index can
      // answer it (the connection's threshold: SEARCH_SESSION_SETTING).
      matches: sql`${q} <% ${products.name}`,
      closeness: sql`word_similarity(${q}, ${products.name})`,
    };
  }
  const closeness = sql<number>`word_similarity(${q}, ${searchWords.word})`.mapWith(Number);
  const words = await db
    .select({ word: searchWords.word, closeness })
    .from(searchWords)
    .where(and(eq(searchWords.storeId, storeId), sql`${q} <% ${searchWords.word}`))
    .orderBy(desc(closeness), searchWords.word)
    .limit(CORRECTIONS);
  if (words.length === 0) return { matches: sql`false`, closeness: sql`0` };
  // A whole word of the name, so "tea" finds "Green Tea" and not "Steak".
  const holding = (pattern: string) => sql`${products.name} ~* ${`\\m(${pattern})\\M`}`;
  const literal = (word: string) => word.replace(/[\\^$.|?*+()[\]{}-]/g, '\\$&');
  const holds = (word: string) => holding(literal(word));
  return {
    matches: holding(words.map(({ word }) => literal(word)).join('|')),
    closeness: sql`case ${sql.join(
      words.map(({ word, closeness }) => sql`when ${holds(word)} then ${closeness}::real`),
      sql` `,
    )} else 0 end`,
  };
}

/**
 * A page of the matches best first (rank, then name), with how many match in
 * all. The rank needs every match read anyway, so the same pass counts them
 * (a second would test each match again), and the count is taken before the
 * sort, which then keeps only the page's rows however many match.
 */
export async function rankedPage(
  db: Database,
  where: SQL | undefined,
  rank: SQL,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; matching: number }> {
  const ranked = db
    .select({
      id: products.id,
      name: products.name,
      rank: sql<number>`${rank}`.as('rank'),
      matching: sql<number>`count(*) over ()`.as('matching'),
    })
    .from(products)
    .where(where)
    .as('ranked');
  const rows = await db
    .select({ id: ranked.id, matching: ranked.matching })
    .from(ranked)
    .orderBy(desc(ranked.rank), sql`lower(${ranked.name}) collate "C"`, asc(ranked.id))
    .limit(page.limit)
    .offset(page.offset);
  return { ids: rows.map(({ id }) => id), matching: Number(rows[0]?.matching ?? 0) };
}
