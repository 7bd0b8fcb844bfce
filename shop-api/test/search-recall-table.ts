/**
 * The recall table: queries shoppers type, in German and Arabic, with what they mean, stated by
 * stable properties of the demo seed (src/db/seed/catalog-words.ts) rather than by ids:
 * - `category`: the German name of a category; its sub-categories' products count too;
 * - `color`: the German name of a colour at least one variant of the product has;
 * - `name`: a word the German product name contains.
 * The expected products are every product with all the given properties.
 */
export type QueryKind =
  | 'singular'
  | 'plural'
  | 'category'
  | 'colour'
  | 'material'
  | 'typo'
  | 'diacritics';

export interface Expectation {
  category?: string;
  color?: string;
  name?: string;
}

export interface RecallQuery {
  lang: 'de' | 'ar';
  kind: QueryKind;
  q: string;
  expect: Expectation;
}

const de = (kind: QueryKind, q: string, expect: Expectation): RecallQuery => ({
  lang: 'de',
  kind,
  q,
  expect,
});
const ar = (kind: QueryKind, q: string, expect: Expectation): RecallQuery => ({
  lang: 'ar',
  kind,
  q,
  expect,
});

// biome-ignore format: one query per line reads as a table
export const recallTable: RecallQuery[] = [
  // German: singular
  de('singular', 'Kleid', { category: 'Kleider' }),
  de('singular', 'Bluse', { category: 'Blusen' }),
  de('singular', 'Rock', { category: 'Röcke' }),
  de('singular', 'Hemd', { category: 'Hemden' }),
  de('singular', 'Hose', { category: 'Hosen' }),
  de('singular', 'Jacke', { category: 'Jacken' }),
  de('singular', 'Sneaker', { category: 'Sneaker' }),
  de('singular', 'Sandale', { category: 'Sandalen' }),
  de('singular', 'Handtasche', { category: 'Handtaschen' }),
  de('singular', 'Rucksack', { category: 'Rucksäcke' }),
  de('singular', 'Schal', { category: 'Schals' }),
  de('singular', 'Decke', { category: 'Decken' }),
  de('singular', 'Handtuch', { category: 'Handtücher' }),
  de('singular', 'Armbanduhr', { category: 'Armbanduhren' }),
  de('singular', 'Halskette', { category: 'Halsketten' }),
  de('singular', 'Trainingsanzug', { category: 'Trainingsanzüge' }),
  de('singular', 'Schlafanzug', { category: 'Schlafanzüge' }),
  de('singular', 'T-Shirt', { category: 'Kinder-T-Shirts' }),
  de('singular', 'Schuh', { category: 'Schuhe' }),
  de('singular', 'Tasche', { category: 'Taschen & Accessoires' }),
  // German: plural
  de('plural', 'Kleider', { category: 'Kleider' }),
  de('plural', 'Blusen', { category: 'Blusen' }),
  de('plural', 'Röcke', { category: 'Röcke' }),
  de('plural', 'Hemden', { category: 'Hemden' }),
  de('plural', 'Hosen', { category: 'Hosen' }),
  de('plural', 'Jacken', { category: 'Jacken' }),
  de('plural', 'Sandalen', { category: 'Sandalen' }),
  de('plural', 'Handtaschen', { category: 'Handtaschen' }),
  de('plural', 'Rucksäcke', { category: 'Rucksäcke' }),
  de('plural', 'Decken', { category: 'Decken' }),
  de('plural', 'Handtücher', { category: 'Handtücher' }),
  de('plural', 'Halsketten', { category: 'Halsketten' }),
  de('plural', 'Uhren', { category: 'Schmuck & Uhren' }),
  de('plural', 'Sneakers', { category: 'Sneaker' }),
  // German: categories and who it is for
  de('category', 'Schuhe', { category: 'Schuhe' }),
  de('category', 'Damenmode', { category: 'Damenmode' }),
  de('category', 'Herrenmode', { category: 'Herrenmode' }),
  de('category', 'Kindermode', { category: 'Kindermode' }),
  de('category', 'Sportbekleidung', { category: 'Sportbekleidung' }),
  de('category', 'Heimtextilien', { category: 'Heimtextilien' }),
  de('category', 'Schmuck', { category: 'Schmuck & Uhren' }),
  de('category', 'Accessoires', { category: 'Taschen & Accessoires' }),
  de('category', 'Damen', { category: 'Damenmode' }),
  de('category', 'Herren', { category: 'Herrenmode' }),
  de('category', 'Herren Hemd', { category: 'Hemden' }),
  de('category', 'Damen Bluse', { category: 'Blusen' }),
  // German: colour and product, several words
  de('colour', 'Kleid rot', { category: 'Kleider', color: 'Rot' }),
  de('colour', 'rotes Kleid', { category: 'Kleider', color: 'Rot' }),
  de('colour', 'rote Kleider', { category: 'Kleider', color: 'Rot' }),
  de('colour', 'blaue Jacke', { category: 'Jacken', color: 'Blau' }),
  de('colour', 'schwarze Schuhe', { category: 'Schuhe', color: 'Schwarz' }),
  de('colour', 'weißes Hemd', { category: 'Hemden', color: 'Weiß' }),
  de('colour', 'grüne Hose', { category: 'Hosen', color: 'Grün' }),
  de('colour', 'Rock grau', { category: 'Röcke', color: 'Grau' }),
  de('colour', 'rosa Bluse', { category: 'Blusen', color: 'Rosa' }),
  de('colour', 'beige Handtasche', { category: 'Handtaschen', color: 'Beige' }),
  de('colour', 'Damenmode rot', { category: 'Damenmode', color: 'Rot' }),
  de('colour', 'rot', { color: 'Rot' }),
  // German: material
  de('material', 'Kleid aus Seide', { category: 'Kleider', name: 'Seide' }),
  de('material', 'Hemd Leinen', { category: 'Hemden', name: 'Leinen' }),
  de('material', 'Lederjacke', { category: 'Jacken', name: 'Leder' }),
  de('material', 'Jacke Leder', { category: 'Jacken', name: 'Leder' }),
  de('material', 'Baumwolle', { name: 'Baumwolle' }),
  // German: typos
  de('typo', 'shue', { category: 'Schuhe' }),
  de('typo', 'Kleidd', { category: 'Kleider' }),
  de('typo', 'Jake', { category: 'Jacken' }),
  de('typo', 'Baumwole', { name: 'Baumwolle' }),
  de('typo', 'Handtashe', { category: 'Handtaschen' }),
  de('typo', 'Rucksak', { category: 'Rucksäcke' }),
  de('typo', 'Halsktte', { category: 'Halsketten' }),
  de('typo', 'Stiefl', { category: 'Stiefel' }),
  de('typo', 'Sandlen', { category: 'Sandalen' }),
  de('typo', 'Blsue', { category: 'Blusen' }),
  de('typo', 'schwarzz Schuhe', { category: 'Schuhe', color: 'Schwarz' }),
  // German: umlaut and ß variants
  de('diacritics', 'Roecke', { category: 'Röcke' }),
  de('diacritics', 'Rocke', { category: 'Röcke' }),
  de('diacritics', 'Rucksaecke', { category: 'Rucksäcke' }),
  de('diacritics', 'Handtuecher', { category: 'Handtücher' }),
  de('diacritics', 'Trainingsanzuege', { category: 'Trainingsanzüge' }),
  de('diacritics', 'Schlafanzuege', { category: 'Schlafanzüge' }),
  de('diacritics', 'weisses Hemd', { category: 'Hemden', color: 'Weiß' }),
  de('diacritics', 'gruene Hose', { category: 'Hosen', color: 'Grün' }),
  de('diacritics', 'KLEIDER', { category: 'Kleider' }),

  // Arabic: singular
  ar('singular', 'فستان', { category: 'Kleider' }),
  ar('singular', 'بلوزة', { category: 'Blusen' }),
  ar('singular', 'تنورة', { category: 'Röcke' }),
  ar('singular', 'قميص', { category: 'Hemden' }),
  ar('singular', 'بنطال', { category: 'Hosen' }),
  ar('singular', 'سترة', { category: 'Jacken' }),
  ar('singular', 'حذاء', { category: 'Schuhe' }),
  ar('singular', 'حذاء رياضي', { category: 'Sneaker' }),
  ar('singular', 'صندل', { category: 'Sandalen' }),
  ar('singular', 'حقيبة يد', { category: 'Handtaschen' }),
  ar('singular', 'حقيبة ظهر', { category: 'Rucksäcke' }),
  ar('singular', 'وشاح', { category: 'Schals' }),
  ar('singular', 'وسادة', { category: 'Kissen' }),
  ar('singular', 'بطانية', { category: 'Decken' }),
  ar('singular', 'منشفة', { category: 'Handtücher' }),
  ar('singular', 'ساعة يد', { category: 'Armbanduhren' }),
  ar('singular', 'قلادة', { category: 'Halsketten' }),
  ar('singular', 'بيجاما', { category: 'Schlafanzüge' }),
  // Arabic: plural (broken and sound)
  ar('plural', 'فساتين', { category: 'Kleider' }),
  ar('plural', 'بلوزات', { category: 'Blusen' }),
  ar('plural', 'تنانير', { category: 'Röcke' }),
  ar('plural', 'قمصان', { category: 'Hemden' }),
  ar('plural', 'بناطيل', { category: 'Hosen' }),
  ar('plural', 'سترات', { category: 'Jacken' }),
  ar('plural', 'أحذية', { category: 'Schuhe' }),
  ar('plural', 'صنادل', { category: 'Sandalen' }),
  ar('plural', 'حقائب', { category: 'Taschen & Accessoires' }),
  ar('plural', 'أوشحة', { category: 'Schals' }),
  ar('plural', 'وسائد', { category: 'Kissen' }),
  ar('plural', 'بطانيات', { category: 'Decken' }),
  ar('plural', 'مناشف', { category: 'Handtücher' }),
  ar('plural', 'ساعات', { category: 'Armbanduhren' }),
  ar('plural', 'قلادات', { category: 'Halsketten' }),
  ar('plural', 'قلائد', { category: 'Halsketten' }),
  ar('plural', 'بيجامات', { category: 'Schlafanzüge' }),
  ar('plural', 'أحذية رياضية', { category: 'Sneaker' }),
  // Arabic: categories and who it is for
  ar('category', 'أزياء نسائية', { category: 'Damenmode' }),
  ar('category', 'أزياء رجالية', { category: 'Herrenmode' }),
  ar('category', 'أزياء الأطفال', { category: 'Kindermode' }),
  ar('category', 'ملابس رياضية', { category: 'Sportbekleidung' }),
  ar('category', 'المنسوجات المنزلية', { category: 'Heimtextilien' }),
  ar('category', 'مجوهرات', { category: 'Schmuck & Uhren' }),
  ar('category', 'إكسسوارات', { category: 'Taschen & Accessoires' }),
  ar('category', 'نسائية', { category: 'Damenmode' }),
  ar('category', 'رجالي', { category: 'Herrenmode' }),
  ar('category', 'أطفال', { category: 'Kindermode' }),
  // Arabic: colour and product
  ar('colour', 'فستان أحمر', { category: 'Kleider', color: 'Rot' }),
  ar('colour', 'فساتين حمراء', { category: 'Kleider', color: 'Rot' }),
  ar('colour', 'قميص أزرق', { category: 'Hemden', color: 'Blau' }),
  ar('colour', 'قميص أبيض', { category: 'Hemden', color: 'Weiß' }),
  ar('colour', 'سترة سوداء', { category: 'Jacken', color: 'Schwarz' }),
  ar('colour', 'حذاء أسود', { category: 'Schuhe', color: 'Schwarz' }),
  ar('colour', 'بنطال أخضر', { category: 'Hosen', color: 'Grün' }),
  ar('colour', 'تنورة رمادية', { category: 'Röcke', color: 'Grau' }),
  ar('colour', 'بلوزة وردية', { category: 'Blusen', color: 'Rosa' }),
  ar('colour', 'حقيبة يد بيج', { category: 'Handtaschen', color: 'Beige' }),
  ar('colour', 'أحمر', { color: 'Rot' }),
  // Arabic: material
  ar('material', 'فستان حرير', { category: 'Kleider', name: 'Seide' }),
  ar('material', 'قميص قطن', { category: 'Hemden', name: 'Baumwolle' }),
  ar('material', 'سترة من الجلد', { category: 'Jacken', name: 'Leder' }),
  ar('material', 'الصوف', { name: 'Wolle' }),
  // Arabic: typos
  ar('typo', 'فستن', { category: 'Kleider' }),
  ar('typo', 'قميض', { category: 'Hemden' }),
  ar('typo', 'بنطل', { category: 'Hosen' }),
  ar('typo', 'صندال', { category: 'Sandalen' }),
  ar('typo', 'مناشيف', { category: 'Handtücher' }),
  ar('typo', 'حقبية يد', { category: 'Handtaschen' }),
  ar('typo', 'قلاداة', { category: 'Halsketten' }),
  ar('typo', 'بطانيا', { category: 'Decken' }),
  // Arabic: diacritics, alif and ta marbuta variants
  ar('diacritics', 'فُسْتَان', { category: 'Kleider' }),
  ar('diacritics', 'قَمِيص', { category: 'Hemden' }),
  ar('diacritics', 'بِنْطَال', { category: 'Hosen' }),
  ar('diacritics', 'احذية', { category: 'Schuhe' }),
  ar('diacritics', 'إحذية', { category: 'Schuhe' }),
  ar('diacritics', 'بلوزه', { category: 'Blusen' }),
  ar('diacritics', 'ساعه يد', { category: 'Armbanduhren' }),
  ar('diacritics', 'سُتْرَة', { category: 'Jacken' }),
  ar('diacritics', 'مِنْشَفَة', { category: 'Handtücher' }),
  ar('diacritics', 'فستان احمر', { category: 'Kleider', color: 'Rot' }),
];
