-- Typo-tolerant search over German and Arabic names: each product and category keeps its names
-- folded into one indexed text (`search_text`), and a query is folded the same way and its
-- mistyped words corrected against the words of the names (`search_terms`), so spelling
-- variants that shoppers do not see as different match.

-- Test runs migrate several schemas of one database at once (see 0003); take turns.
SELECT pg_advisory_xact_lock(8004);

-- The one definition of "the same word for a shopper", for stored names and queries alike:
-- - lower case (translate first: under the C collation lower() only changes ASCII letters);
-- - German umlauts and ß, and their spelled-out forms, fold to the plain vowel, so "grün",
--   "gruen" and "grun" are one word, as are "Straße" and "Strasse";
-- - other Latin accents (é, à, ñ, ç, ...) are dropped;
-- - Arabic diacritics (tashkeel, the dagger alif, Quranic marks) and the tatweel are removed,
--   alif with hamza or madda becomes a bare alif, ta marbuta becomes ha, alif maqsura becomes
--   ya, and hamza on waw or ya becomes the bare letter.
-- A function of our own rather than `unaccent`: that extension is not in PGlite, and its
-- dictionary lookup is only STABLE, which an index or a generated column cannot use.
-- The SQL-standard body is bound when created, so it does not depend on the search_path.
CREATE FUNCTION search_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN replace(replace(replace(replace(
  translate(
    translate(
      lower(translate(
        regexp_replace(input, '[\u064B-\u065F\u0670\u0640\u06D6-\u06ED]', '', 'g'),
        'ÄÖÜÀÁÂÃÅÈÉÊËÌÍÎÏÒÓÔÕØÙÚÛÑÇÝẞ',
        'äöüàáâãåèéêëìíîïòóôõøùúûñçýß')),
      'äöüàáâãåèéêëìíîïòóôõøùúûñçýÿ',
      'aouaaaaaeeeeiiiiooooouuuncyy'),
    'أإآٱةىؤئ',
    'ااااهيوي'),
  'ß', 'ss'), 'ae', 'a'), 'oe', 'o'), 'ue', 'u');

ALTER TABLE products ADD COLUMN search_text text
  GENERATED ALWAYS AS (search_fold(name_german) || ' ' || search_fold(name_arabic)) STORED;
ALTER TABLE categories ADD COLUMN search_text text
  GENERATED ALWAYS AS (search_fold(name_german) || ' ' || search_fold(name_arabic)) STORED;

-- Trigram indexes serve the substring match (LIKE '%word%') of the search. They replace the
-- raw-name indexes of 0003, which no query uses any more.
CREATE INDEX products_search_text_trgm_idx ON products USING gin (search_text public.gin_trgm_ops);
CREATE INDEX categories_search_text_trgm_idx ON categories USING gin (search_text public.gin_trgm_ops);
DROP INDEX products_name_german_trgm_idx;
DROP INDEX products_name_arabic_trgm_idx;

-- Every word of the folded names, the dictionary a mistyped word is corrected against. Comparing
-- a typo with each matching product's names would cost a similarity computation per product
-- (a second for a word that a sixth of 50,000 products contain); comparing it with the distinct
-- words costs one indexed lookup, after which the search is an indexed substring match again.
-- Words are only added: a word no name uses any more corrects to a word that finds nothing.
CREATE TABLE search_words (word text PRIMARY KEY);
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word public.gin_trgm_ops);

-- The words of a text: split at spaces and punctuation, so a word never contains LIKE's `%`,
-- `_` or `\`, nor a regular expression's special characters.
CREATE FUNCTION search_split(input text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
BEGIN ATOMIC
  SELECT word FROM regexp_split_to_table(input, '[[:space:][:punct:]،]+') AS word WHERE word <> '';
END;

CREATE FUNCTION remember_search_words() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT search_split(search_text) FROM changed_rows
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER products_words_on_insert AFTER INSERT ON products REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words();
CREATE TRIGGER products_words_on_update AFTER UPDATE ON products REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words();
CREATE TRIGGER categories_words_on_insert AFTER INSERT ON categories REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words();
CREATE TRIGGER categories_words_on_update AFTER UPDATE ON categories REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words();
INSERT INTO search_words (word)
SELECT DISTINCT search_split(search_text)
FROM (SELECT search_text FROM products UNION ALL SELECT search_text FROM categories) AS named
ON CONFLICT DO NOTHING;

-- The words of a query as the search looks for them, longest (most selective) first, or NULL
-- when it has none: folded, split like the names, and each word of three letters or more that
-- no name contains corrected to the most similar word of the names (pg_trgm similarity of at
-- least 0.3), so "Baumwole" becomes "baumwolle" and "فستن" becomes "فستان". A word no name
-- contains and nothing resembles stays, and then finds nothing.
CREATE FUNCTION search_terms(query text) RETURNS text[]
  LANGUAGE sql STABLE STRICT PARALLEL SAFE
BEGIN ATOMIC
  SELECT array_agg(coalesce(fix.word, typed.word) ORDER BY length(coalesce(fix.word, typed.word)) DESC, typed.position)
  FROM search_split(search_fold(query)) WITH ORDINALITY AS typed(word, position)
  LEFT JOIN LATERAL (
    SELECT known.word FROM search_words AS known
    WHERE length(typed.word) >= 3
      AND NOT EXISTS (SELECT 1 FROM search_words AS exact WHERE exact.word LIKE '%' || typed.word || '%')
      AND typed.word OPERATOR(public.%) known.word
    ORDER BY public.similarity(typed.word, known.word) DESC, known.word
    LIMIT 1
  ) AS fix ON true;
END;
