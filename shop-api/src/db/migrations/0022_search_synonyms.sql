-- The lemma table of 0020: words shoppers use that the Snowball stemmers cannot relate to the
-- catalogue's words. A word is looked up by its own stems and its lemma's (search_word_stems).
-- Mostly Arabic: broken plurals (فساتين / فستان) and the feminine colour forms (حمراء / أحمر)
-- are other word shapes, not suffixes; and everyday German and Arabic words for a category
-- ("Damen", "نساء") or a product type ("Turnschuhe", "جاكيت"). Plurals the category names
-- already spell (فساتين, أحذية, Kleider) need no row: every product carries its category's names.

SELECT pg_advisory_xact_lock(8022);

INSERT INTO search_synonyms (word, lemma)
SELECT search_fold(word), search_fold(lemma)
FROM (VALUES
  -- German: who it is for, and everyday names of the types
  ('Damen', 'Damenmode'), ('Frauen', 'Damenmode'), ('Frau', 'Damenmode'),
  ('Herren', 'Herrenmode'), ('Herr', 'Herrenmode'), ('Männer', 'Herrenmode'), ('Mann', 'Herrenmode'),
  ('Kinder', 'Kindermode'), ('Kind', 'Kindermode'), ('Kids', 'Kindermode'),
  ('Turnschuhe', 'Sneaker'), ('Turnschuh', 'Sneaker'), ('Laufschuhe', 'Sneaker'), ('Sneakers', 'Sneaker'),
  ('Pyjama', 'Schlafanzug'), ('Pyjamas', 'Schlafanzug'),
  ('Kette', 'Halskette'), ('Ketten', 'Halskette'), ('Uhr', 'Armbanduhr'),
  ('Jeans', 'Denim'), ('Mantel', 'Jacke'), ('Bettdecke', 'Decke'), ('Kopfkissen', 'Kissen'),
  ('Pink', 'Rosa'), ('Creme', 'Beige'),
  -- Arabic: broken plurals, other words for a type
  ('فساتين', 'فستان'), ('حذاء', 'أحذية'), ('سراويل', 'بنطال'), ('بنطلون', 'بنطال'),
  ('جاكيت', 'سترة'), ('جاكيتات', 'سترة'), ('معطف', 'سترة'), ('شنطة', 'حقيبة'), ('شنط', 'حقيبة'),
  ('شال', 'وشاح'), ('مخدة', 'وسادة'), ('عقد', 'قلادة'), ('قلائد', 'قلادة'), ('ساعات', 'ساعة'),
  ('بيجامة', 'بيجاما'),
  -- Arabic: who it is for
  ('نساء', 'نسائية'), ('نسائي', 'نسائية'), ('حريمي', 'نسائية'), ('رجالي', 'رجالية'),
  ('أطفال', 'الأطفال'), ('طفل', 'الأطفال'),
  -- Arabic: feminine colours (and the plural forms shoppers type with plurals)
  ('حمراء', 'أحمر'), ('حمر', 'أحمر'), ('سوداء', 'أسود'), ('سود', 'أسود'), ('بيضاء', 'أبيض'),
  ('بيض', 'أبيض'), ('زرقاء', 'أزرق'), ('زرق', 'أزرق'), ('خضراء', 'أخضر'), ('خضر', 'أخضر'),
  ('رمادية', 'رمادي'), ('وردية', 'وردي'), ('زهري', 'وردي'), ('بيجية', 'بيج')
) AS words(word, lemma)
ON CONFLICT (word) DO NOTHING;
