type PhoneCheck = (phone: string, country: string) => boolean;

let loading: Promise<PhoneCheck | null> | undefined;

/**
 * libphonenumber-js with its small ("min") metadata, the rules the API checks with, in a file of
 * its own: pages load it when a phone field is focused or a form is sent, never before their
 * first render. When it cannot be loaded, the form sends the number and the API's answer decides.
 */
export function loadPhoneCheck(): Promise<PhoneCheck | null> {
  loading ??= import('libphonenumber-js/min').then(
    ({ isValidPhoneNumber }): PhoneCheck =>
      (phone, country) =>
        isValidPhoneNumber(phone, country as Parameters<typeof isValidPhoneNumber>[1]),
    () => {
      loading = undefined;
      return null;
    },
  );
  return loading;
}

/**
 * Whether a phone number is one of `country` (a national number) or an international one
 * (`+966 …`); Arabic-Indic digits count as digits.
 */
export async function isValidPhone(phone: string, country: string): Promise<boolean> {
  const check = await loadPhoneCheck();
  return check ? check(phone, country) : true;
}
