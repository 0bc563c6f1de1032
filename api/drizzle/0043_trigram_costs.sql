-- pg_trgm declares its similarity operators as cheap as an integer's "=" (cost
-- 1), so the planner would rather compute word_similarity for every row of a
-- small table than ask its trigram index: the search's corrections compared
-- "choclate" with all of search_words' words, 6 ms of an 8 ms search on
-- PGlite, where the index finds the two candidates at once (issue 47). At 100
-- the trigram indexes are chosen wherever they can answer. Where the
-- database's user does not own pg_trgm's functions (a managed server), the
-- estimate stays as it was: a plan's cost, never a fault.
DO $$
BEGIN
  ALTER FUNCTION word_similarity_op(text, text) COST 100;
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
  ALTER FUNCTION similarity_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm''s operators keep their cost: %', SQLERRM;
END $$;
