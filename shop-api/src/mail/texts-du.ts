import type { MailTexts } from './mail-texts';

export const du: MailTexts = {
  languageTag: 'de',
  dir: 'ltr',
  greeting: (name) => `Hallo ${name},`,
  signature: (shop) => `Dein Team von ${shop}`,
  reset: {
    subject: 'Setze dein Passwort zurück',
    intro: 'du hast einen Link zum Zurücksetzen deines Passworts angefordert.',
    action: 'Neues Passwort festlegen',
    expiry: (minutes) => `Der Link gilt ${minutes} Minuten und nur einmal.`,
    ignore: 'Wenn du das nicht warst, ignoriere diese Mail: Dein Passwort bleibt unverändert.',
  },
  changed: {
    subject: 'Dein Passwort wurde geändert',
    intro: 'dein Passwort wurde gerade geändert. Alle Geräte wurden abgemeldet.',
    notYou: 'Warst du das nicht? Setze dein Passwort sofort zurück:',
    action: 'Passwort zurücksetzen',
  },
  verify: {
    subject: 'Bestätige deine E-Mail-Adresse',
    intro: 'willkommen im Shop! Bitte bestätige deine E-Mail-Adresse.',
    action: 'E-Mail-Adresse bestätigen',
    expiry: (hours) => `Der Link gilt ${hours} Stunden.`,
    ignore: 'Wenn du dich nicht registriert hast, ignoriere diese Mail.',
  },
  signUpAttempt: {
    subject: 'Jemand wollte sich mit deiner E-Mail-Adresse registrieren',
    intro:
      'gerade wollte jemand mit deiner E-Mail-Adresse ein Konto im Shop anlegen. Du hast schon ein Konto, deshalb wurde nichts angelegt und nichts geändert.',
    action: 'Anmelden',
    forgot: 'Passwort vergessen? Hier legst du ein neues fest:',
    ignore: 'Wenn du das nicht warst, ignoriere diese Mail.',
  },
  order: {
    subject: (number) => `Deine Bestellung ${number}`,
    intro: (number) => `danke für deine Bestellung ${number}. Das hast du bestellt:`,
    item: 'Artikel',
    quantity: 'Menge',
    price: 'Preis',
    shipping: 'Versand',
    discount: 'Rabatt',
    wallet: 'Aus dem Guthaben',
    total: 'Gesamt',
    address: 'Lieferadresse',
    delivery: 'Lieferung',
    standard: 'Standardversand',
    express: 'Expressversand',
    estimate: (date) => `Voraussichtliche Lieferung: ${date}`,
    action: 'Bestellung ansehen',
  },
  application: {
    approvedSubject: 'Dein Shop ist eröffnet',
    approved: (store) =>
      `deine Bewerbung für „${store}“ wurde angenommen. Dein Verkäuferbereich ist bereit.`,
    approvedAction: 'Verkäuferbereich öffnen',
    rejectedSubject: 'Deine Bewerbung als Verkäufer',
    rejected: (store) =>
      `wir konnten deine Bewerbung für „${store}“ leider nicht annehmen. Der Grund:`,
    rejectedAction: 'Bewerbung ansehen',
  },
};
