-- The search's own reading of a typed word, for the store page to name what its results are for
-- ("Kleid" for "Kleidd", issue 39): unchanged when the documents know it (or it is a stop word),
-- else the correction `search_word_stems` searches with (two edits), in the catalogue's spelling.
-- Unchanged, too, where the search found no correction and looked for the word as typed.

SELECT pg_advisory_xact_lock(8067);

CREATE FUNCTION search_corrected_word(typed text) RETURNS text
  LANGUAGE plpgsql STABLE STRICT PARALLEL SAFE SET search_path FROM CURRENT AS $$
DECLARE
  folded text := search_fold(typed);
  stems text[] := search_stems(search_fold(typed));
  fixed text;
BEGIN
  IF cardinality(stems) = 0 THEN
    RETURN typed;
  END IF;
  stems := stems || coalesce(search_stems((SELECT s.lemma FROM search_synonyms AS s WHERE s.word = folded)), '{}');
  IF EXISTS (SELECT 1 FROM search_lexemes WHERE lexeme = ANY(stems)) THEN
    RETURN typed;
  END IF;
  fixed := coalesce(search_correction(folded, 2), search_correction(lower(typed), 2));
  IF fixed IS NULL OR cardinality(search_stems(fixed)) = 0 THEN
    RETURN typed;
  END IF;
  RETURN coalesce(search_display_word(fixed), fixed);
END $$;
