import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// OWASP password storage cheat sheet: scrypt N=2^17, r=8, p=1. The parameters travel with each
// hash, so raising them later keeps old hashes verifiable.
export const OWASP_LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number) {
  const N = 2 ** logN;
  // scrypt needs 128 * N * r bytes; allow twice that.
  const maxmem = 256 * N * r;
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `logN` below 17 is for the test suite only; the config never allows it. */
export async function hashPassword(password: string, logN = OWASP_LOG_N): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, logN, R, P);
  return `scrypt$${logN}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), +logN, +r, +p);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash no password matches, for accounts that cannot sign in (seed reviewers). */
export const UNUSABLE_PASSWORD = 'disabled';
