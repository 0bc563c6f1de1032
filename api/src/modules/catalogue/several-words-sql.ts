import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_TOTAL_CAP } from '@storefront/shared/contracts';
import { CORRECTIONS, SIMILAR_WORDS } from '../../lib/search-pattern';
import { limit, offset, phrase, q, storeId, words } from './search-placeholders';

// A search of several plain words ("dark chocolate"), word by word from the
// store's words (search_words) and product_words' index, as a one-word search
// is (search-sql.ts): comparing the whole search with every name close to it
// read 4,400 rows and ranked each with word_similarity, 33 ms of PostgreSQL's
// time a search at a grocer's size (issue 47).

/**
 * Several words of ASCII letters and digits, each of three or more, and
 * nothing else but the spaces between them. A shorter word is inside
 * hundreds of the store's words ("dark c" as it is typed into the search
 * box: 88 ms of PostgreSQL's time word by word, 5 ms comparing whole names).
 */
export const isPlainWords = (q: string) => /^[a-z0-9]{3,}(?:\s+[a-z0-9]{3,})+$/i.test(q);

/** The words of a plain search as the statement reads them: lower-cased, one space apart. */
export const plainWordsValue = (q: string) => q.toLowerCase().split(/\s+/).join(' ');

/**
 * The search's common tables:
 * - named: listed products whose names' words hold or come close to the
 *   search's words (from product_words, no product row read), ranked:
 *   names holding every word (each inside one of the name's words) 4 plus
 *   how close those words of the name come to the search's, weighted by each
 *   word's trigrams (its length and one), as word_similarity weighs them;
 *   other names by the same weighted closeness, a word held counting 1 and a
 *   typo's correction its closeness, when it reaches SIMILAR_WORDS: "Milk
 *   Chocolate" for "dark chocolate" (10 of 15 trigrams), not "Dark Roast
 *   Coffee" (5 of 15);
 * - describing: listed products whose description holds the words as a
 *   phrase, one space apart, in any case (when asked), 2 plus how close the
 *   name comes (word_similarity, read from the row).
 */
function severalWordsTables(descriptions: boolean) {
  const describing = descriptions
    ? sql`select id, lower(name) collate "C" as name_key, 2 + word_similarity(${q}, name)::float8 as rank
          from products where store_id = ${storeId} and published and variant_of is null
           and description ilike ${phrase}`
    : sql`select null::int as id, null::text collate "C" as name_key, null::float8 as rank where false`;
  return sql`with query_words as (
      select distinct w, length(w) + 1 as weight from unnest(string_to_array(${words}::text, ' ')) as w),
    word_matches as (
      select w, word, max(score) as score from (
        select q.w, s.word, 1 + word_similarity(q.w, s.word) as score
          from query_words as q
          join search_words as s on s.store_id = ${storeId} and s.word like '%' || q.w || '%'
        union all
        select q.w, c.word, c.closeness
          from query_words as q cross join lateral (
            select word, word_similarity(q.w, word) as closeness from search_words
             where store_id = ${storeId} and q.w <% word
             order by closeness desc, word limit ${sql.raw(String(CORRECTIONS))}) as c) as found
       group by w, word),
    per_word as (
      select w.product_id as id, w.name_key, m.w, max(m.score) as score
        from word_matches as m
        join product_words as w on w.store_id = ${storeId} and w.word = m.word
       group by w.product_id, w.name_key, m.w),
    scored as (
      select p.id, p.name_key,
             count(*) filter (where p.score > 1) = (select count(*) from query_words) as holds_all,
             sum(q.weight * least(p.score, 1)) / (select sum(weight) from query_words) as reached,
             coalesce(sum(q.weight * (p.score - 1)) filter (where p.score > 1), 0)
               / (select sum(weight) from query_words) as closeness
        from per_word as p join query_words as q on q.w = p.w
       group by p.id, p.name_key),
    named as (
      select id, name_key, holds_all, (case when holds_all then 4 + closeness else reached end)::float8 as rank
        from scored where holds_all or reached >= ${SIMILAR_WORDS}),
    describing as (${describing})`;
}

/**
 * Every product the words match, once, as rows (id, name_key, rank), for a
 * page that filters or sorts them.
 */
export function severalWordsMatches(descriptions: boolean) {
  return sql`${severalWordsTables(descriptions)}
    select id, name_key, max(rank) as rank
      from (select id, name_key, rank from named union all select * from describing) as candidates
     group by id, name_key`;
}

/**
 * How many of the first word's names the page's exact holders are looked for
 * among, for each place the page reaches. Names holding every word are
 * rarely sparser among the first word's; a search whose are ranks all its
 * matches instead, as when they are fewer than the page.
 */
const WALKED_PER_PLACE = 10;

/**
 * The common tables a page adds:
 * - deciding_holders: how many names hold the search's longest word as a
 *   word of their own (to SEARCH_TOTAL_CAP + 1), when that word's weight
 *   alone reaches SIMILAR_WORDS: each of them is then among the matches, so
 *   more than SEARCH_TOTAL_CAP of them is the count;
 * - exact_all: the first names, in name order, holding every search word as
 *   a word of their own, as many as the page reaches; found among the first
 *   word's names (product_words' key, in name order), each checked for the
 *   others by that key. They rank above every other match (4 + 1: only the
 *   word itself comes as close as 1 to a word), so when they fill the page
 *   it is theirs, in name order;
 * - exact_fills: whether they do, asked only when the count is decided
 *   without ranking every match (named): otherwise ranking them all gives
 *   the page too, and looking for them would be work done twice.
 */
function exactTables(reach: SQL) {
  return sql`deciding_holders as (
      select count(*) as n from (
        select 1 from product_words
         where store_id = ${storeId} and word = (
           select w from query_words
            where weight >= ${sql.raw(String(SIMILAR_WORDS))} * (select sum(weight) from query_words)
            order by weight desc, w limit 1)
         limit ${SEARCH_TOTAL_CAP + 1}) as held),
    exact_all as (
      select e.product_id as id, e.name_key, 5::float8 as rank
        from (select product_id, name_key from product_words
               where store_id = ${storeId} and word = split_part(${words}::text, ' ', 1)
               order by name_key, product_id
               limit ${reach} * ${sql.raw(String(WALKED_PER_PLACE))}) as e
       where not exists (
         select 1 from query_words as q
          where not exists (
            select 1 from product_words as x
             where x.store_id = ${storeId} and x.word = q.w
               and x.name_key = e.name_key and x.product_id = e.product_id))
       order by e.name_key, e.product_id
       limit ${reach}),
    exact_fills as (
      select case when (select n from deciding_holders) > ${SEARCH_TOTAL_CAP}
               then (select count(*) from exact_all) >= ${reach} else false end as fills)`;
}

/**
 * A page of the matches best first, each row with the count of all (to
 * SEARCH_TOTAL_CAP + 1) as matched. Every match is ranked (named: the
 * entries of each word that holds or may mean a search word), and
 * descriptions read, only when that can change the answer: not when the
 * names holding the longest word pass the cap and those holding every word
 * fill the page. "dark chocolate": 1,801 names hold "chocolate" and 146 both
 * words; ranking the names of both and of their 32 corrections cost 4–7 ms
 * of PostgreSQL's time a search (issue 47).
 */
export function severalWordsBestPage(descriptions: boolean) {
  const reach = sql`(${limit}::int + ${offset}::int)`;
  const exactFills = sql`(select fills from exact_fills)`;
  // One WHEN each: CASE tries them in order, and named is read only if the first misses.
  const matched = sql`case
      when (select n from deciding_holders) > ${SEARCH_TOTAL_CAP} then ${SEARCH_TOTAL_CAP + 1}
      when (select count(*) from named) > ${SEARCH_TOTAL_CAP} then ${SEARCH_TOTAL_CAP + 1}
      else (select least(count(distinct id), ${SEARCH_TOTAL_CAP + 1})::int
              from (select id from named union all select id from describing) as matching) end`;
  return sql`${severalWordsTables(descriptions)},
    ${exactTables(reach)}
    select id, name_key, max(rank) as rank, ${matched} as matched
      from (select id, name_key, rank from exact_all where ${exactFills}
            union all
            select id, name_key, rank from named where not ${exactFills}
            union all
            select * from describing
             where not ${exactFills} and (select count(*) from named where holds_all) < ${reach}) as candidates
     group by id, name_key
     order by rank desc, name_key, id
     limit ${limit} offset ${offset}`;
}
