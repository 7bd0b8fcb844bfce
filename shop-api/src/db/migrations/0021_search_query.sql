-- A shopper's query as a full-text query over the documents of 0020: every word must match
-- (AND), each word by any of its German or Arabic stems or its synonym's (OR). A word that no
-- document knows is corrected to the closest catalogue word first: by trigram similarity, as
-- search_terms (0004) does, or, for short words that share too few trigrams ("shue"), by at
-- most two edits.

SELECT pg_advisory_xact_lock(8021);

-- Levenshtein distance; fuzzystrmatch is not in PGlite. Called only for the handful of
-- catalogue words that start with the same letter and have a similar length.
CREATE FUNCTION search_edit_distance(a text, b text) RETURNS integer
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  above integer[] := ARRAY(SELECT generate_series(0, length(b)));
  here integer[];
BEGIN
  FOR i IN 1..length(a) LOOP
    here := ARRAY[i];
    FOR j IN 1..length(b) LOOP
      here := here || least(above[j + 1] + 1, here[j] + 1,
        above[j] + CASE WHEN substr(a, i, 1) = substr(b, j, 1) THEN 0 ELSE 1 END);
    END LOOP;
    above := here;
  END LOOP;
  RETURN above[length(b) + 1];
END $$;

-- The edit-distance candidates below, found without reading every word: a large catalogue's
-- model numbers make search_words as long as the product list.
CREATE INDEX search_words_start_idx ON search_words (left(word, 1), length(word));

-- The catalogue word (search_words, folded) closest to a folded word, or NULL. `edits` is the
-- most edits accepted when trigrams find nothing; words with digits (model numbers) are only
-- compared by trigrams, there are too many of them.
CREATE FUNCTION search_correction(typed text, edits integer) RETURNS text
  LANGUAGE sql STABLE STRICT PARALLEL SAFE
BEGIN ATOMIC
  SELECT coalesce(
    (SELECT known.word FROM search_words AS known
      WHERE length(typed) >= 3 AND typed OPERATOR(public.%) known.word
      ORDER BY public.similarity(typed, known.word) DESC, known.word LIMIT 1),
    (SELECT known.word FROM search_words AS known
      WHERE length(typed) >= 4 AND typed !~ '[0-9]'
        AND left(known.word, 1) = left(typed, 1)
        AND length(known.word) BETWEEN length(typed) - edits AND length(typed) + edits
        AND search_edit_distance(typed, known.word) <= edits
      ORDER BY search_edit_distance(typed, known.word), public.similarity(typed, known.word) DESC, known.word
      LIMIT 1));
END;

-- The stems a folded word is looked up by: its own and its synonym's; when no document holds any
-- of them, those of its correction. Empty for a stop word, which the query then leaves out.
-- `spelled` is the word as typed (lower case): folding reads "ue" as "ü", which turns the typo
-- "shue" into "shu", too short to correct; as typed it is two edits from "schuhe".
CREATE FUNCTION search_word_stems(typed text, spelled text) RETURNS text[]
  LANGUAGE plpgsql STABLE STRICT PARALLEL SAFE SET search_path FROM CURRENT AS $$
DECLARE
  stems text[] := search_stems(typed);
  fixed text;
BEGIN
  IF cardinality(stems) = 0 THEN
    RETURN stems;
  END IF;
  stems := stems || coalesce(search_stems((SELECT s.lemma FROM search_synonyms AS s WHERE s.word = typed)), '{}');
  IF EXISTS (SELECT 1 FROM search_lexemes WHERE lexeme = ANY(stems)) THEN
    RETURN stems;
  END IF;
  fixed := coalesce(search_correction(typed, 2), search_correction(spelled, 2));
  IF fixed IS NULL OR cardinality(search_stems(fixed)) = 0 THEN
    RETURN stems;
  END IF;
  RETURN search_stems(fixed)
    || coalesce(search_stems((SELECT s.lemma FROM search_synonyms AS s WHERE s.word = fixed)), '{}');
END $$;

-- The query, or NULL (finds nothing) when it has no words but stop words and punctuation.
CREATE FUNCTION search_query(query text) RETURNS tsquery
  LANGUAGE sql STABLE STRICT PARALLEL SAFE
BEGIN ATOMIC
  SELECT string_agg(alternatives, ' & ' ORDER BY position)::tsquery
  FROM (
    SELECT words.position,
      '(' || array_to_string(ARRAY(SELECT quote_literal(stem) FROM unnest(words.stems) AS stem), ' | ') || ')' AS alternatives
    FROM (
      SELECT typed.position, search_word_stems(search_fold(typed.word), lower(typed.word)) AS stems
      FROM search_split(query) WITH ORDINALITY AS typed(word, position)
    ) AS words
    WHERE cardinality(words.stems) > 0
  ) AS terms;
END;
