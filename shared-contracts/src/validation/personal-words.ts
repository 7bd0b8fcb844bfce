/** What the account itself says about its owner: an attacker tries these first. */
export interface AccountFacts {
  email?: string | undefined;
  name?: string | undefined;
}

/**
 * The account's words an attacker would try: the e-mail, its local part and each part of it and
 * of the name, in lower case. One implementation for the API's `too_personal` rule and the
 * sign-up form's live checklist, so the checklist never passes a password the API refuses.
 */
export function personalWords({ email, name }: AccountFacts): string[] {
  const words = new Set<string>();
  const address = email?.trim().toLowerCase();
  if (address) {
    words.add(address);
    const local = address.split('@')[0] ?? '';
    words.add(local);
    for (const part of local.split(/[^\p{L}\p{N}]+/u)) words.add(part);
  }
  for (const part of name?.toLowerCase().split(/[^\p{L}\p{N}]+/u) ?? []) words.add(part);
  // Short parts ("jo", "neu", "ali") occur in many good passwords by chance.
  return [...words].filter((word) => word.length >= 4);
}

/** The password contains one of `words` (from `personalWords`), ignoring case. */
export function containsPersonalWord(password: string, words: readonly string[]): boolean {
  const lower = password.trim().toLowerCase();
  return words.some((word) => lower.includes(word));
}
