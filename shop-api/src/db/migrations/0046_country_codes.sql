-- Countries get their ISO 3166-1 alpha-2 code, which names them in every language (the API reads
-- the names from i18n-iso-countries) and picks the postcode and phone rules. The eight countries
-- the seed used to insert keep their ids (1 = Deutschland, which addresses have defaulted to); the
-- others of the address form's list are added after them, in the same order on every database.

ALTER TABLE countries ADD COLUMN code char(2);

CREATE TEMPORARY TABLE country_codes (position integer, code char(2), name varchar(80)) ON COMMIT DROP;
INSERT INTO country_codes (position, code, name) VALUES
  (1, 'DE', 'Deutschland'),
  (2, 'AT', 'Österreich'),
  (3, 'CH', 'Schweiz'),
  (4, 'EG', 'Ägypten'),
  (5, 'SA', 'Saudi-Arabien'),
  (6, 'AE', 'Vereinigte Arabische Emirate'),
  (7, 'JO', 'Jordanien'),
  (8, 'MA', 'Marokko'),
  (9, 'LI', 'Liechtenstein'),
  (10, 'LU', 'Luxemburg'),
  (11, 'BE', 'Belgien'),
  (12, 'NL', 'Niederlande'),
  (13, 'FR', 'Frankreich'),
  (14, 'IT', 'Italien'),
  (15, 'ES', 'Spanien'),
  (16, 'PL', 'Polen'),
  (17, 'DK', 'Dänemark'),
  (18, 'GB', 'Vereinigtes Königreich'),
  (19, 'TR', 'Türkei'),
  (20, 'QA', 'Katar'),
  (21, 'KW', 'Kuwait'),
  (22, 'BH', 'Bahrain'),
  (23, 'OM', 'Oman'),
  (24, 'LB', 'Libanon'),
  (25, 'IQ', 'Irak'),
  (26, 'TN', 'Tunesien');

-- Rows the seed inserted by name only.
UPDATE countries SET code = country_codes.code
FROM country_codes WHERE countries.name = country_codes.name;

-- In list order, so that a fresh database numbers them 1, 2, 3 ... (ids follow the sorted rows).
INSERT INTO countries (name, code)
SELECT name, code FROM country_codes
WHERE code NOT IN (SELECT code FROM countries WHERE code IS NOT NULL)
ORDER BY position;

-- A country of another name (none in the shop's data) keeps a null code and is not offered.
CREATE UNIQUE INDEX countries_code_idx ON countries (code);
