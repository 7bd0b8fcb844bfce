import type { MailTexts } from './mail-texts';

export const en: MailTexts = {
  languageTag: 'en',
  dir: 'ltr',
  greeting: (name) => `Hello ${name},`,
  signature: (shop) => `The ${shop} team`,
  reset: {
    subject: 'Reset your password',
    intro: 'you asked for a link to reset your password.',
    action: 'Choose a new password',
    expiry: (minutes) => `The link works once and for ${minutes} minutes.`,
    ignore: 'If this was not you, ignore this mail: your password stays as it is.',
  },
  changed: {
    subject: 'Your password was changed',
    intro: 'your password was just changed. Every device has been signed out.',
    notYou: 'Was this not you? Reset your password now:',
    action: 'Reset password',
  },
  verify: {
    subject: 'Confirm your email address',
    intro: 'welcome to the shop! Please confirm your email address.',
    action: 'Confirm email address',
    expiry: (hours) => `The link works for ${hours} hours.`,
    ignore: 'If you did not sign up, ignore this mail.',
  },
  signUpAttempt: {
    subject: 'Someone tried to sign up with your email address',
    intro:
      'someone just tried to create an account in the shop with your email address. You already have an account, so nothing was created and nothing changed.',
    action: 'Sign in',
    forgot: 'Forgot your password? Choose a new one here:',
    ignore: 'If this was not you, ignore this mail.',
  },
  order: {
    subject: (number) => `Your order ${number}`,
    intro: (number) => `thank you for your order ${number}. This is what you ordered:`,
    item: 'Item',
    quantity: 'Quantity',
    price: 'Price',
    shipping: 'Delivery',
    discount: 'Discount',
    wallet: 'From your wallet',
    total: 'Total',
    address: 'Delivery address',
    delivery: 'Delivery',
    standard: 'Standard shipping',
    express: 'Express shipping',
    estimate: (date) => `Expected delivery: ${date}`,
    action: 'View order',
  },
  application: {
    approvedSubject: 'Your store is open',
    approved: (store) =>
      `your application for "${store}" was approved. Your seller center is ready.`,
    approvedAction: 'Open the seller center',
    rejectedSubject: 'Your vendor application',
    rejected: (store) => `we could not approve your application for "${store}". The reason:`,
    rejectedAction: 'View your application',
  },
};
