-- Typo-tolerant search over German and Arabic names: each product and category keeps its names
-- folded into one indexed text (`search_text`), and a query is folded the same way before it
-- is compared by trigrams, so spelling variants that shoppers do not see as different match.

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

-- Trigram indexes serve both the substring match (LIKE) and the similar-word match (<%).
-- They replace the raw-name indexes of 0003, which no query uses any more.
CREATE INDEX products_search_text_trgm_idx ON products USING gin (search_text public.gin_trgm_ops);
CREATE INDEX categories_search_text_trgm_idx ON categories USING gin (search_text public.gin_trgm_ops);
DROP INDEX products_name_german_trgm_idx;
DROP INDEX products_name_arabic_trgm_idx;
