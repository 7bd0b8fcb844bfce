/**
 * Real German and Arabic word lists the seed combines into product names and descriptions:
 * product type x material x style, e.g. "Kleid aus Seide im eleganten Stil" /
 * "فستان من الحرير بأسلوب أنيق".
 */
export type Shape =
  | 'dress'
  | 'skirt'
  | 'shirt'
  | 'tshirt'
  | 'pants'
  | 'jacket'
  | 'shoe'
  | 'bag'
  | 'scarf'
  | 'pillow'
  | 'watch'
  | 'necklace';

export type SizeSet = 'clothing' | 'shoes' | 'kids' | 'one';

export interface Material {
  de: string;
  ar: string;
}

export interface ProductType {
  sub: { de: string; ar: string; slugDe: string; slugAr: string };
  de: string;
  ar: string;
  /** German article form for "Unser"/"Unsere", Arabic verb agreement. */
  deFeminine: boolean;
  arFeminine: boolean;
  shape: Shape;
  basePrice: number;
  materials: Material[];
}

export interface TopCategory {
  de: string;
  ar: string;
  slugDe: string;
  slugAr: string;
  shape: Shape;
  vendor: number;
  sizes: SizeSet;
  careDe: string;
  careAr: string;
  types: ProductType[];
}

const m = (de: string, ar: string): Material => ({ de, ar });
const cotton = m('Baumwolle', 'القطن');
const linen = m('Leinen', 'الكتان');
const silk = m('Seide', 'الحرير');
const wool = m('Wolle', 'الصوف');
const viscose = m('Viskose', 'الفيسكوز');
const denim = m('Denim', 'الدنيم');
const polyester = m('Polyester', 'البوليستر');
const cashmere = m('Kaschmir', 'الكشمير');
const leather = m('Leder', 'الجلد');
const suede = m('Wildleder', 'الجلد المدبوغ');
const canvas = m('Segeltuch', 'قماش الكانفاس');
const fauxLeather = m('Kunstleder', 'الجلد الصناعي');
const nylon = m('Nylon', 'النايلون');
const microfibre = m('Mikrofaser', 'الألياف الدقيقة');
const steel = m('Edelstahl', 'الفولاذ المقاوم للصدأ');
const silver = m('Sterlingsilber', 'الفضة الإسترلينية');
const titanium = m('Titan', 'التيتانيوم');
const gold = m('Gold', 'الذهب');

const t = (
  sub: [string, string, string, string],
  de: string,
  ar: string,
  genders: [boolean, boolean],
  shape: Shape,
  basePrice: number,
  materials: Material[],
): ProductType => ({
  sub: { de: sub[0], ar: sub[1], slugDe: sub[2], slugAr: sub[3] },
  de,
  ar,
  deFeminine: genders[0],
  arFeminine: genders[1],
  shape,
  basePrice,
  materials,
});

const textileCareDe = 'Pflegeleicht und bei 30 °C waschbar.';
const textileCareAr = 'سهل العناية وقابل للغسل على درجة 30 مئوية.';

// biome-ignore format: one line per product type reads as a table
export const topCategories: TopCategory[] = [
  {
    de: 'Damenmode',
    ar: 'أزياء نسائية',
    slugDe: 'damenmode',
    slugAr: 'أزياء-نسائية',
    shape: 'dress',
    vendor: 0,
    sizes: 'clothing',
    careDe: textileCareDe,
    careAr: textileCareAr,
    types: [
      t(['Kleider', 'فساتين', 'kleider', 'فساتين'], 'Kleid', 'فستان', [false, false], 'dress', 59, [cotton, silk, linen, viscose]),
      t(['Blusen', 'بلوزات', 'blusen', 'بلوزات'], 'Bluse', 'بلوزة', [true, true], 'shirt', 39, [silk, cotton, viscose, linen]),
      t(['Röcke', 'تنانير', 'roecke', 'تنانير'], 'Rock', 'تنورة', [false, true], 'skirt', 45, [denim, wool, cotton, linen]),
    ],
  },
  {
    de: 'Herrenmode',
    ar: 'أزياء رجالية',
    slugDe: 'herrenmode',
    slugAr: 'أزياء-رجالية',
    shape: 'shirt',
    vendor: 0,
    sizes: 'clothing',
    careDe: textileCareDe,
    careAr: textileCareAr,
    types: [
      t(['Hemden', 'قمصان', 'hemden', 'قمصان'], 'Hemd', 'قميص', [false, false], 'shirt', 35, [cotton, linen, silk, polyester]),
      t(['Hosen', 'بناطيل', 'hosen', 'بناطيل'], 'Hose', 'بنطال', [true, false], 'pants', 49, [denim, cotton, wool, linen]),
      t(['Jacken', 'سترات', 'jacken', 'سترات'], 'Jacke', 'سترة', [true, true], 'jacket', 89, [leather, wool, denim, nylon]),
    ],
  },
  {
    de: 'Schuhe',
    ar: 'أحذية',
    slugDe: 'schuhe',
    slugAr: 'أحذية',
    shape: 'shoe',
    vendor: 1,
    sizes: 'shoes',
    careDe: 'Bitte mit einer weichen Bürste reinigen und trocken lagern.',
    careAr: 'يرجى التنظيف بفرشاة ناعمة والتخزين في مكان جاف.',
    types: [
      t(['Sneaker', 'أحذية رياضية', 'sneaker', 'أحذية-رياضية'], 'Sneaker', 'حذاء رياضي', [false, false], 'shoe', 69, [leather, canvas, suede, fauxLeather]),
      t(['Stiefel', 'أحذية طويلة', 'stiefel', 'أحذية-طويلة'], 'Stiefel', 'حذاء طويل', [false, false], 'shoe', 119, [leather, suede, fauxLeather, nylon]),
      t(['Sandalen', 'صنادل', 'sandalen', 'صنادل'], 'Sandale', 'صندل', [true, false], 'shoe', 39, [leather, fauxLeather, suede, canvas]),
    ],
  },
  {
    de: 'Taschen & Accessoires',
    ar: 'حقائب وإكسسوارات',
    slugDe: 'taschen-accessoires',
    slugAr: 'حقائب-وإكسسوارات',
    shape: 'bag',
    vendor: 1,
    sizes: 'one',
    careDe: 'Mit einem feuchten Tuch abwischen.',
    careAr: 'يُمسح بقطعة قماش مبللة.',
    types: [
      t(['Handtaschen', 'حقائب يد', 'handtaschen', 'حقائب-يد'], 'Handtasche', 'حقيبة يد', [true, true], 'bag', 79, [leather, fauxLeather, canvas, suede]),
      t(['Rucksäcke', 'حقائب ظهر', 'rucksaecke', 'حقائب-ظهر'], 'Rucksack', 'حقيبة ظهر', [false, true], 'bag', 59, [nylon, canvas, leather, polyester]),
      t(['Schals', 'أوشحة', 'schals', 'أوشحة'], 'Schal', 'وشاح', [false, false], 'scarf', 29, [wool, cashmere, silk, cotton]),
    ],
  },
  {
    de: 'Kindermode',
    ar: 'أزياء الأطفال',
    slugDe: 'kindermode',
    slugAr: 'أزياء-الأطفال',
    shape: 'tshirt',
    vendor: 4,
    sizes: 'kids',
    careDe: textileCareDe,
    careAr: textileCareAr,
    types: [
      t(['Kinder-T-Shirts', 'قمصان أطفال', 'kinder-t-shirts', 'قمصان-أطفال'], 'Kinder-T-Shirt', 'قميص أطفال', [false, false], 'tshirt', 15, [cotton, polyester, linen, viscose]),
      t(['Schlafanzüge', 'بيجامات', 'schlafanzuege', 'بيجامات'], 'Kinderschlafanzug', 'بيجاما أطفال', [false, true], 'tshirt', 25, [cotton, microfibre, viscose, linen]),
    ],
  },
  {
    de: 'Sportbekleidung',
    ar: 'ملابس رياضية',
    slugDe: 'sportbekleidung',
    slugAr: 'ملابس-رياضية',
    shape: 'pants',
    vendor: 4,
    sizes: 'clothing',
    careDe: textileCareDe,
    careAr: textileCareAr,
    types: [
      t(['Trainingsanzüge', 'بدلات رياضية', 'trainingsanzuege', 'بدلات-رياضية'], 'Trainingsanzug', 'بدلة رياضية', [false, true], 'pants', 65, [polyester, cotton, microfibre, nylon]),
      t(['Sportshirts', 'قمصان رياضية', 'sportshirts', 'قمصان-رياضية'], 'Sportshirt', 'قميص رياضي', [false, false], 'tshirt', 25, [polyester, microfibre, cotton, nylon]),
    ],
  },
  {
    de: 'Heimtextilien',
    ar: 'المنسوجات المنزلية',
    slugDe: 'heimtextilien',
    slugAr: 'المنسوجات-المنزلية',
    shape: 'pillow',
    vendor: 2,
    sizes: 'one',
    careDe: textileCareDe,
    careAr: textileCareAr,
    types: [
      t(['Kissen', 'وسائد', 'kissen', 'وسائد'], 'Kissen', 'وسادة', [false, true], 'pillow', 24, [cotton, linen, wool, microfibre]),
      t(['Decken', 'بطانيات', 'decken', 'بطانيات'], 'Decke', 'بطانية', [true, true], 'pillow', 49, [wool, cashmere, cotton, microfibre]),
      t(['Handtücher', 'مناشف', 'handtuecher', 'مناشف'], 'Handtuch', 'منشفة', [false, true], 'pillow', 19, [cotton, linen, microfibre, viscose]),
    ],
  },
  {
    de: 'Schmuck & Uhren',
    ar: 'مجوهرات وساعات',
    slugDe: 'schmuck-uhren',
    slugAr: 'مجوهرات-وساعات',
    shape: 'watch',
    vendor: 3,
    sizes: 'one',
    careDe: 'Mit einem weichen, trockenen Tuch polieren.',
    careAr: 'يُلمَّع بقطعة قماش ناعمة وجافة.',
    types: [
      t(['Armbanduhren', 'ساعات يد', 'armbanduhren', 'ساعات-يد'], 'Armbanduhr', 'ساعة يد', [true, true], 'watch', 149, [steel, titanium, gold, leather]),
      t(['Halsketten', 'قلادات', 'halsketten', 'قلادات'], 'Halskette', 'قلادة', [true, true], 'necklace', 89, [silver, gold, steel, titanium]),
    ],
  },
];

export const styles = [
  {
    de: 'klassischen',
    ar: 'كلاسيكي',
    nounDe: 'zeitlose Klassik',
    nounAr: 'الأناقة الكلاسيكية',
    pattern: 'plain',
  },
  {
    de: 'modernen',
    ar: 'عصري',
    nounDe: 'modernes Design',
    nounAr: 'التصميم العصري',
    pattern: 'stripes',
  },
  {
    de: 'eleganten',
    ar: 'أنيق',
    nounDe: 'edle Eleganz',
    nounAr: 'الأناقة الراقية',
    pattern: 'border',
  },
  {
    de: 'sportlichen',
    ar: 'رياضي',
    nounDe: 'sportliche Dynamik',
    nounAr: 'الحيوية الرياضية',
    pattern: 'dots',
  },
  {
    de: 'lässigen',
    ar: 'عفويّ',
    nounDe: 'lässigen Komfort',
    nounAr: 'الراحة العفوية',
    pattern: 'plain',
  },
] as const;

export const features = [
  [
    'Die sorgfältige Verarbeitung sorgt für eine lange Lebensdauer.',
    'تضمن الصناعة الدقيقة عمراً طويلاً للمنتج.',
  ],
  [
    'Angenehm im Alltag und vielseitig kombinierbar.',
    'مريح في الحياة اليومية ويمكن تنسيقه بسهولة.',
  ],
  ['Ideal als Geschenk für besondere Anlässe.', 'مثالي كهدية للمناسبات الخاصة.'],
  ['Fair und nachhaltig in Europa hergestellt.', 'مصنوع بطريقة عادلة ومستدامة في أوروبا.'],
] as const;

export const colors = [
  { hex: '#212121', de: 'Schwarz', ar: 'أسود' },
  { hex: '#f5f5f5', de: 'Weiß', ar: 'أبيض' },
  { hex: '#e53935', de: 'Rot', ar: 'أحمر' },
  { hex: '#1e88e5', de: 'Blau', ar: 'أزرق' },
  { hex: '#43a047', de: 'Grün', ar: 'أخضر' },
  { hex: '#d7c4a3', de: 'Beige', ar: 'بيج' },
  { hex: '#9e9e9e', de: 'Grau', ar: 'رمادي' },
  { hex: '#f48fb1', de: 'Rosa', ar: 'وردي' },
] as const;

export const sizeSets: Record<SizeSet, { value: string; de: string; ar: string }[]> = {
  clothing: ['S', 'M', 'L', 'XL'].map((size) => ({ value: size, de: size, ar: size })),
  shoes: ['38', '40', '42', '44'].map((size) => ({ value: size, de: size, ar: size })),
  kids: ['104', '116', '128', '140'].map((size) => ({
    value: size,
    de: `${size} cm`,
    ar: `${size} سم`,
  })),
  one: [{ value: 'ONE', de: 'Einheitsgröße', ar: 'مقاس موحد' }],
};

export const vendorSeeds = [
  { de: 'Berliner Modehaus', ar: 'دار أزياء برلين', address: 'Friedrichstraße 45, 10117 Berlin' },
  {
    de: 'Hamburger Schuh- und Taschenmanufaktur',
    ar: 'مشغل هامبورغ للأحذية والحقائب',
    address: 'Mönckebergstraße 12, 20095 Hamburg',
  },
  {
    de: 'Münchner Heimtextilien',
    ar: 'منسوجات ميونخ المنزلية',
    address: 'Leopoldstraße 88, 80802 München',
  },
  {
    de: 'Kölner Schmuckatelier',
    ar: 'مشغل كولونيا للمجوهرات',
    address: 'Hohe Straße 120, 50667 Köln',
  },
  {
    de: 'Sportwelt Frankfurt',
    ar: 'عالم الرياضة فرانكفورت',
    address: 'Zeil 90, 60313 Frankfurt am Main',
  },
];
