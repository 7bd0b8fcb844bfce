-- Search that understands the shopper's words: each product keeps one full-text document of its
-- names, its category's names (with the parent categories') and its colours' names, stemmed
-- with PostgreSQL's German and Arabic Snowball stemmers. "Kleider" finds "Kleid", "Schuhe" and
-- "أحذية" find every product under that category, "rotes Kleid" finds the dresses with a red
-- variant, all through one GIN index. A query becomes a tsquery by `search_query` below.

-- Test runs migrate several schemas of one database at once (see 0003); take turns.
SELECT pg_advisory_xact_lock(8020);

-- Words the stemmers cannot relate to the catalogue's words: Arabic broken plurals and feminine
-- colour forms (حمراء / أحمر), everyday words for a category ("Damen" for Damenmode). Keys and
-- lemmas are folded (search_fold); migration 0021 fills it.
CREATE TABLE search_synonyms (
  word text PRIMARY KEY,
  lemma text NOT NULL
);

-- The stems of one folded word, by both stemmers (a query does not say its language), or none
-- when either language calls it a stop word ("aus", "im", "من"): the documents leave those out.
CREATE FUNCTION search_stems(word text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN CASE
  WHEN length(to_tsvector('pg_catalog.german', word)) = 0
    OR length(to_tsvector('pg_catalog.arabic', word)) = 0 THEN '{}'::text[]
  ELSE tsvector_to_array(to_tsvector('pg_catalog.german', word) || to_tsvector('pg_catalog.arabic', word))
END;

-- German text through the German stemmer, Arabic through the Arabic one, both folded first so
-- that documents and queries agree on umlauts, alif forms and diacritics.
CREATE FUNCTION search_document(german text, arabic text, weight "char") RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN setweight(
  to_tsvector('pg_catalog.german', search_fold(coalesce(german, '')))
    || to_tsvector('pg_catalog.arabic', search_fold(coalesce(arabic, ''))),
  weight);

-- Names weigh most (A), then the category path (B), then the colours (C), for ranking only.
CREATE FUNCTION product_search_vector(product integer, name_german text, name_arabic text, category integer)
  RETURNS tsvector
  LANGUAGE sql STABLE PARALLEL SAFE
BEGIN ATOMIC
  SELECT search_document(name_german, name_arabic, 'A')
    || coalesce((
      WITH RECURSIVE path AS (
        SELECT c.id, c.parent_id, c.name_german, c.name_arabic, 1 AS depth FROM categories c WHERE c.id = category
        UNION ALL
        SELECT c.id, c.parent_id, c.name_german, c.name_arabic, path.depth + 1
        FROM categories c JOIN path ON c.id = path.parent_id WHERE path.depth < 10
      )
      SELECT search_document(string_agg(path.name_german, ' '), string_agg(path.name_arabic, ' '), 'B') FROM path
    ), ''::tsvector)
    || coalesce((
      SELECT search_document(string_agg(DISTINCT a.name_german, ' '), string_agg(DISTINCT a.name_arabic, ' '), 'C')
      FROM variants v JOIN attribute_values a ON a.id = v.color_id
      WHERE v.product_id = product
    ), ''::tsvector);
END;

ALTER TABLE products ADD COLUMN search_vector tsvector;

CREATE FUNCTION products_set_search_vector() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  NEW.search_vector := product_search_vector(NEW.id, NEW.name_german, NEW.name_arabic, NEW.category_id);
  RETURN NEW;
END $$;
CREATE TRIGGER products_search_vector BEFORE INSERT OR UPDATE OF name_german, name_arabic, category_id
  ON products FOR EACH ROW EXECUTE FUNCTION products_set_search_vector();

-- Variants bring the colours. Stock changes do not touch the documents (no trigger on them).
CREATE FUNCTION refresh_product_search_vectors(ids integer[]) RETURNS void
  LANGUAGE sql
BEGIN ATOMIC
  UPDATE products SET search_vector = product_search_vector(id, name_german, name_arabic, category_id)
  WHERE id = ANY(ids);
END;
CREATE FUNCTION variants_refresh_new() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM refresh_product_search_vectors(ARRAY(SELECT DISTINCT product_id FROM changed_rows));
  RETURN NULL;
END $$;
CREATE TRIGGER variants_search_on_insert AFTER INSERT ON variants REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION variants_refresh_new();
CREATE TRIGGER variants_search_on_delete AFTER DELETE ON variants REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION variants_refresh_new();
CREATE FUNCTION variants_refresh_row() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM refresh_product_search_vectors(ARRAY[OLD.product_id, NEW.product_id]);
  RETURN NULL;
END $$;
CREATE TRIGGER variants_search_on_update AFTER UPDATE OF color_id, product_id ON variants
  FOR EACH ROW EXECUTE FUNCTION variants_refresh_row();

-- A renamed or moved category, or a renamed colour, rewrites the documents that carry it.
CREATE FUNCTION categories_refresh_products() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM refresh_product_search_vectors(ARRAY(
    WITH RECURSIVE tree AS (
      SELECT NEW.id AS id, 1 AS depth
      UNION ALL
      SELECT c.id, tree.depth + 1 FROM categories c JOIN tree ON c.parent_id = tree.id WHERE tree.depth < 10
    )
    SELECT p.id FROM products p WHERE p.category_id IN (SELECT id FROM tree)));
  RETURN NULL;
END $$;
CREATE TRIGGER categories_search_on_update AFTER UPDATE OF name_german, name_arabic, parent_id
  ON categories FOR EACH ROW EXECUTE FUNCTION categories_refresh_products();
CREATE FUNCTION colors_refresh_products() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM refresh_product_search_vectors(ARRAY(SELECT DISTINCT product_id FROM variants WHERE color_id = NEW.id));
  RETURN NULL;
END $$;
CREATE TRIGGER attribute_values_search_on_update AFTER UPDATE OF name_german, name_arabic
  ON attribute_values FOR EACH ROW EXECUTE FUNCTION colors_refresh_products();

UPDATE products SET search_vector = product_search_vector(id, name_german, name_arabic, category_id);
CREATE INDEX products_search_vector_idx ON products USING gin (search_vector);

-- Every stem some document holds: a query word whose stems are all missing here is a typo (or
-- names nothing), and only then is it corrected. Stems are only added, like search_words.
CREATE TABLE search_lexemes (lexeme text PRIMARY KEY);
CREATE FUNCTION remember_search_lexemes() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO search_lexemes (lexeme)
  SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM changed_rows WHERE search_vector IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER products_lexemes_on_insert AFTER INSERT ON products REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remember_search_lexemes();
CREATE TRIGGER products_lexemes_on_update AFTER UPDATE ON products REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remember_search_lexemes();
INSERT INTO search_lexemes (lexeme)
SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM products
ON CONFLICT DO NOTHING;

-- Colour names join the words a typo is corrected against ("schwartz" becomes "schwarz").
CREATE FUNCTION remember_color_words() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT search_split(search_fold(name_german || ' ' || name_arabic)) FROM changed_rows
  WHERE kind = 'color'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER attribute_values_words_on_insert AFTER INSERT ON attribute_values REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remember_color_words();
CREATE TRIGGER attribute_values_words_on_update AFTER UPDATE ON attribute_values REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remember_color_words();
INSERT INTO search_words (word)
SELECT DISTINCT search_split(search_fold(name_german || ' ' || name_arabic)) FROM attribute_values
WHERE kind = 'color'
ON CONFLICT DO NOTHING;
