import { eq, sql } from 'drizzle-orm';
import { SEARCH_TOTAL_CAP } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { preparedOnce } from '../../db/prepared';
import { cappedMatches } from '../../lib/capped-count';
import { containsPattern, CORRECTIONS } from '../../lib/search-pattern';
import {
  isPlainWords,
  plainWordsValue,
  severalWordsBestPage,
  severalWordsMatches,
} from './several-words-sql';
import { limit, offset, pattern, q, storeId } from './search-placeholders';
import { categories, products } from './tables';

// What a search matches and how well, as one sub-select of a prepared
// statement (the catalogue's page, the search box's suggestions), with the
// store, the search and its ILIKE pattern as placeholders (searchValues).
// A typo of one word ("choclate") is matched to the store's words it may mean
// (search_words, a few thousand rows, by trigram), and their products are
// ranked and counted from product_words' index alone: ranking the 1,800 names
// that hold "chocolate" by reading each cost 17 ms a search (issue 47).

/** Letters and digits, as pg_trgm reads words (anything else only separates them). */
const WORD = /[\p{L}\p{N}]+/gu;

/** One word is corrected word by word; several are compared with whole names. */
export const isOneWord = (q: string) => (q.match(WORD) ?? []).length === 1;

/**
 * A word the store's words can answer alone (plainWordBestPage): ASCII
 * letters and digits, which every locale's lower() and [[:alnum:]] read
 * alike, so a name holds it exactly when one of the name's words does.
 */
export const isPlainWord = (q: string) => /^[a-z0-9]+$/i.test(q);

/** The values of the placeholders a search's sub-select holds. */
export const searchValues = (storeId: number, q: string) => ({
  storeId,
  q,
  pattern: containsPattern(q),
  words: plainWordsValue(q),
  phrase: containsPattern(plainWordsValue(q)),
});

/** How a search is run: one word or several, and whether descriptions count. */
export interface SearchShape {
  oneWord: boolean;
  /** One word of ASCII letters and digits: its best page comes from the store's words alone. */
  plainWord: boolean;
  /** Several such words: matched word by word from the store's words (several-words-sql.ts). */
  plainWords: boolean;
  descriptions: boolean;
}

/** The shape of a search for q: how many words, and whether descriptions count. */
export const searchShape = (q: string, descriptions: boolean): SearchShape => ({
  oneWord: isOneWord(q),
  plainWord: isPlainWord(q),
  plainWords: isPlainWords(q),
  descriptions,
});

/** A shape's part of its prepared statements' names. */
export const shapeWords = ({ oneWord, plainWord, plainWords }: SearchShape) =>
  plainWord ? 'plain_word' : plainWords ? 'plain_words' : oneWord ? 'word' : 'words';

/** The store's words a one-word search may mean, closest first (its typos' corrections). */
const correctionsTable = sql`corrections as (
      select word, word_similarity(${q}, word) as closeness
        from search_words where store_id = ${storeId} and ${q} <% word
       order by closeness desc, word limit ${sql.raw(String(CORRECTIONS))})`;

/** Each correction's entries in product_words: a product under two of them twice. */
const corrected = sql`corrections as c
    join product_words as w on w.store_id = ${storeId} and w.word = c.word`;

/**
 * The search's common tables:
 * - corrections: the store's words a one-word search may mean, closest first;
 * - holding: listed products whose name holds the search (rank 4 + how close
 *   the name comes), or their description (2 + the same), when asked;
 * - close: for several words, listed products whose whole name comes close
 *   (its closeness: word_similarity(q, name) >= SIMILAR_WORDS, as the trigram
 *   index answers it, the connection's SEARCH_SESSION_SETTING); for one word,
 *   each product holding a correction, by its closest one, from product_words.
 * Every name_key is lower(name) in byte order, as the catalogue sorts names.
 */
function searchTables({ oneWord, descriptions }: SearchShape) {
  const listed = sql`store_id = ${storeId} and published and variant_of is null`;
  const holds = descriptions
    ? sql`(name ilike ${pattern} or description ilike ${pattern})`
    : sql`name ilike ${pattern}`;
  const close = oneWord
    ? sql`select w.product_id as id, w.name_key, max(c.closeness)::float8 as rank
        from corrections as c
        join product_words as w on w.store_id = ${storeId} and w.word = c.word
       group by w.product_id, w.name_key`
    : sql`select id, lower(name) collate "C" as name_key, word_similarity(${q}, name)::float8 as rank
        from products where ${listed} and ${q} <% name`;
  return sql`with ${correctionsTable},
    holding as (
      select id, lower(name) collate "C" as name_key,
             case when name ilike ${pattern} then 4 else 2 end + word_similarity(${q}, name)::float8 as rank
        from products where ${listed} and ${holds}),
    close as (${close})`;
}

/**
 * Every product the search matches, once, as rows (id, name_key, rank):
 * higher ranks first. For a page that filters or sorts them.
 */
export function searchMatches(shape: SearchShape) {
  if (shape.plainWords) return severalWordsMatches(shape.descriptions);
  return sql`${searchTables(shape)}
    select id, name_key, max(rank) as rank
      from (select * from holding union all select * from close) as candidates
     group by id, name_key`;
}

/**
 * A page of the matches best first (limit and offset placeholders), each row
 * with the count of all (to SEARCH_TOTAL_CAP + 1) as matched. For one word, only as
 * many of each correction's products as the page reaches (offset + limit) are
 * read, in name order from product_words' index: the products of "chocolate"
 * are not ranked all 1,800 to show the first 24. That is enough: every
 * product a correction finds ranks at least as high as the correction, so a
 * product on the page has no more of that word's products before it than the
 * page has rows before it. (One found again by a closer word, or holding the
 * search, is kept once, at its best.)
 */
export function searchBestPage(shape: SearchShape) {
  if (shape.plainWord) return plainWordBestPage(shape);
  if (shape.plainWords) return severalWordsBestPage(shape.descriptions);
  const reached = shape.oneWord
    ? sql`select w.product_id as id, w.name_key, c.closeness::float8 as rank
        from corrections as c cross join lateral (
          select product_id, name_key from product_words as w
           where w.store_id = ${storeId} and w.word = c.word
           order by w.name_key, w.product_id
           limit ${limit}::int + ${offset}::int) as w`
    : sql`select * from close`;
  // Each product a correction finds, without ranking it: union counts it once.
  // One correction and no name or description holding the search (a typo,
  // the usual case) counts that word's entries alone, with no union to keep.
  const matched = shape.oneWord
    ? sql`case when (select count(*) from corrections) = 1 and not exists (select 1 from holding)
        then ${cappedMatches(sql`select 1 from ${corrected}`, SEARCH_TOTAL_CAP)}
        else ${cappedMatches(sql`select id from holding union select w.product_id from ${corrected}`, SEARCH_TOTAL_CAP)} end`
    : cappedMatches(sql`select id from holding union select id from close`, SEARCH_TOTAL_CAP);
  return sql`${searchTables(shape)}
    select id, name_key, max(rank) as rank, ${matched} as matched
      from (select * from holding union all ${reached}) as candidates
     group by id, name_key
     order by rank desc, name_key, id
     limit ${limit} offset ${offset}`;
}

/**
 * searchBestPage for a plain word (isPlainWord), from the store's words and
 * product_words' index: a name holds the word exactly when one of its words
 * does, so no product row is read to find, rank or count the names that hold
 * it. Ranks as searchBestPage's: a name holding the word 4 + how close the
 * closest such word of it comes (word_similarity, of the word rather than
 * the whole name), a description alone 2 + how close the name comes, a
 * correction its closeness. Reading every product whose name or description
 * holds "chocolate" (2,427 at a grocer's size, each ranked by word_similarity)
 * cost 25 ms of PostgreSQL's time a search (issue 47).
 *
 * Descriptions are read only when they can change the answer: for the page
 * when fewer names hold the word than the page reaches, and for the count
 * when those names are no more than SEARCH_TOTAL_CAP. The store's words are
 * lower-cased already, so they are matched with LIKE: ILIKE would lower-case
 * each again (on PGlite, which scans the medium size's 584 words, a third of
 * the statement's time).
 */
function plainWordBestPage({ descriptions }: SearchShape) {
  const reach = sql`${limit}::int + ${offset}::int`;
  const describing = descriptions
    ? sql`select id, lower(name) collate "C" as name_key, name from products
         where store_id = ${storeId} and published and variant_of is null
           and description ilike ${pattern} and name not ilike ${pattern}`
    : sql`select null::int as id, null::text collate "C" as name_key, null::text as name where false`;
  const held = sql`holding_words as h
    join product_words as w on w.store_id = ${storeId} and w.word = h.word`;
  const holders = sql`(select n from holders)`;
  // The holders are asked only whether they pass the cap, and whether they
  // fall short of the page's reach, so each word's are counted to one past
  // the larger. A product is under a word once (product_words' key), so a
  // word cut there alone passes both, and one not cut is counted whole:
  // "chocolate"'s 2,888 entries cost 1.4 ms of the statement's 2.1 counted all.
  const heldCounted = sql`holding_words as h cross join lateral (
      select product_id from product_words as w
       where w.store_id = ${storeId} and w.word = h.word
       limit greatest(${SEARCH_TOTAL_CAP}, ${reach}) + 1) as w`;
  // Counted distinct by sorting: a hashed distinct sizes its table from the
  // plan's estimate, and sets it up on every run, used or not.
  const matched = sql`case when ${holders} > ${SEARCH_TOTAL_CAP}
        then ${SEARCH_TOTAL_CAP + 1}
      when (select count(*) from corrections) = 1 and ${holders} = 0 and not exists (select 1 from describing)
        then ${cappedMatches(sql`select 1 from ${corrected}`, SEARCH_TOTAL_CAP)}
      else (select least(count(distinct id), ${SEARCH_TOTAL_CAP + 1})::int from (
        select w.product_id as id from ${held}
        union all select id from describing
        union all select w.product_id from ${corrected}) as matching) end`;
  return sql`with ${correctionsTable},
    holding_words as (
      select word, 4 + word_similarity(${q}, word)::float8 as rank
        from search_words where store_id = ${storeId} and word like lower(${pattern})),
    holders as (select count(distinct w.product_id) as n from ${heldCounted}),
    describing as (${describing}),
    ranked_words as (
      select word, rank from holding_words
      union all select word, closeness::float8 from corrections)
    select id, name_key, max(rank) as rank, ${matched} as matched
      from (select w.product_id as id, w.name_key, r.rank
              from ranked_words as r cross join lateral (
                select product_id, name_key from product_words as w
                 where w.store_id = ${storeId} and w.word = r.word
                 order by w.name_key, w.product_id
                 limit ${reach}) as w
            union all
            select id, name_key, 2 + word_similarity(${q}, name)::float8 from describing
             where ${holders} < ${reach}) as candidates
     group by id, name_key
     order by rank desc, name_key, id
     limit ${limit} offset ${offset}`;
}

/**
 * The products the search box offers, by name alone: names that hold what
 * is typed first, then close ones. Prepared once for one word and for several.
 */
export function suggestedProducts(db: Database, q: string) {
  const shape = searchShape(q, false);
  return preparedOnce(db, `catalogue_suggest_${shapeWords(shape)}`, (name) =>
    db
      .select({ id: products.id, name: products.name, categoryName: categories.name })
      .from(products)
      .innerJoin(sql`(${searchBestPage(shape)}) as best`, sql`best.id = ${products.id}`)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .orderBy(sql`best.rank desc, best.name_key, best.id`)
      .prepare(name),
  );
}
