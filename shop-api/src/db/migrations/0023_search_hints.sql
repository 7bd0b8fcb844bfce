-- What a search that found nothing offers instead ("did you mean"): each word the documents do
-- not know, corrected more loosely than the search itself does (up to three edits), and spelled
-- as the catalogue spells it, not folded ("Schuhe", not "schuhe").

SELECT pg_advisory_xact_lock(8023);

-- The catalogue's own spelling of a folded word: from a category, a colour or one product that
-- holds it (found through the trigram index of search_text), or NULL.
CREATE FUNCTION search_display_word(folded text) RETURNS text
  LANGUAGE sql STABLE STRICT PARALLEL SAFE
BEGIN ATOMIC
  SELECT spelled.word
  FROM (
    SELECT c.name_german || ' ' || c.name_arabic AS names FROM categories AS c
    UNION ALL
    SELECT a.name_german || ' ' || a.name_arabic FROM attribute_values AS a WHERE a.kind = 'color'
    UNION ALL
    (SELECT p.name_german || ' ' || p.name_arabic FROM products AS p
      WHERE p.search_text LIKE '%' || folded || '%' LIMIT 1)
  ) AS named, LATERAL search_split(named.names) AS spelled(word)
  WHERE search_fold(spelled.word) = folded
  LIMIT 1;
END;

-- A typed word as the hint shows it: unchanged when the documents know it (or it is a stop
-- word), else its loose correction in the catalogue's spelling, or NULL when nothing is close.
CREATE FUNCTION search_hint_word(typed text) RETURNS text
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
  fixed := coalesce(search_correction(folded, 3), search_correction(lower(typed), 3));
  IF fixed IS NULL THEN
    RETURN NULL;
  END IF;
  RETURN coalesce(search_display_word(fixed), fixed);
END $$;
