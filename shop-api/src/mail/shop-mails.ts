import type { MailLanguage } from './mail-language';
import { type MailContent, renderMail } from './mail-layout';
import { mailTexts } from './mail-texts';

interface Recipient {
  name: string;
}

// Each mail takes the shop's name (`config.shopName`), which signs it.

export function passwordResetMail(
  lng: MailLanguage,
  shop: string,
  who: Recipient,
  link: string,
  minutes: number,
): MailContent {
  const t = mailTexts[lng];
  return renderMail(t, {
    subject: t.reset.subject,
    shop,
    name: who.name,
    lines: [t.reset.intro],
    action: { label: t.reset.action, url: link },
    after: [t.reset.expiry(minutes), t.reset.ignore],
  });
}

export function passwordChangedMail(
  lng: MailLanguage,
  shop: string,
  who: Recipient,
  forgotLink: string,
): MailContent {
  const t = mailTexts[lng];
  return renderMail(t, {
    subject: t.changed.subject,
    shop,
    name: who.name,
    lines: [t.changed.intro, t.changed.notYou],
    action: { label: t.changed.action, url: forgotLink },
  });
}

export function verifyEmailMail(
  lng: MailLanguage,
  shop: string,
  who: Recipient,
  link: string,
  hours: number,
): MailContent {
  const t = mailTexts[lng];
  return renderMail(t, {
    subject: t.verify.subject,
    shop,
    name: who.name,
    lines: [t.verify.intro],
    action: { label: t.verify.action, url: link },
    after: [t.verify.expiry(hours), t.verify.ignore],
  });
}

/** Someone tried to sign up with the owner's address: sign in, or choose a new password. */
export function signUpAttemptMail(
  lng: MailLanguage,
  shop: string,
  who: Recipient,
  links: { signIn: string; forgotPassword: string },
): MailContent {
  const t = mailTexts[lng];
  return renderMail(t, {
    subject: t.signUpAttempt.subject,
    shop,
    name: who.name,
    lines: [t.signUpAttempt.intro],
    action: { label: t.signUpAttempt.action, url: links.signIn },
    after: [`${t.signUpAttempt.forgot} ${links.forgotPassword}`, t.signUpAttempt.ignore],
  });
}
