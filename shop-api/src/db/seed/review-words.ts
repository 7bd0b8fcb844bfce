/** Reviewers and review texts of the seed, in German and Arabic. */
export const reviewers = [
  'Anna Schmidt',
  'Omar Haddad',
  'Lukas Becker',
  'Layla Mansour',
  'Sophie Wagner',
  'Yusuf Al-Khatib',
];

export const reviewTexts: [rating: number, text: string][] = [
  [5, 'Sehr gute Qualität, genau wie beschrieben. Gerne wieder!'],
  [4, 'Schöne Verarbeitung, die Lieferung hat etwas gedauert.'],
  [5, 'منتج رائع وجودة ممتازة، أنصح به بشدة.'],
  [3, 'Ganz okay für den Preis, die Farbe ist etwas heller als auf dem Bild.'],
  [4, 'جيد جداً، المقاس مناسب والتوصيل كان سريعاً.'],
  [2, 'Leider nicht ganz meine Erwartung, das Material wirkt dünn.'],
  [5, 'أفضل عملية شراء قمت بها هذا الشهر، شكراً للبائع.'],
  [4, 'Passt perfekt und fühlt sich angenehm an.'],
];
