import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { HashQueue } from './hash-queue';

// OWASP password storage cheat sheet: scrypt N=2^17, r=8, p=1. The parameters travel with each
// hash, so raising them later keeps old hashes verifiable.
export const OWASP_LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

/**
 * Every hash of the process goes through one line: two at a time (of libuv's four threads, so
 * file reads and compression keep two), up to 32 waiting, then 503. One per process, since the
 * thread pool and the memory are per process too.
 */
export const passwordHashing = new HashQueue(2, 32);

function derive(password: string, salt: Buffer, logN: number, r: number, p: number) {
  const N = 2 ** logN;
  // scrypt needs 128 * N * r bytes; allow twice that.
  const maxmem = 256 * N * r;
  return passwordHashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
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

// A real hash of a random password at the server's cost, made once per cost (at boot).
const dummyHashes = new Map<number, Promise<string>>();

/** The dummy hash of this cost; the API makes it at boot so no sign-in pays for it. */
export function dummyHash(logN: number): Promise<string> {
  let dummy = dummyHashes.get(logN);
  if (!dummy) {
    dummy = hashPassword(randomBytes(18).toString('base64'), logN);
    // A failed attempt (a busy line) is not remembered: the next caller tries again.
    dummy.catch(() => dummyHashes.delete(logN));
    dummyHashes.set(logN, dummy);
  }
  return dummy;
}

/**
 * Checks a password against an account that does not exist (or cannot sign in) with the same
 * work as a real check, so the answer's timing does not tell which e-mails have accounts.
 * Always false.
 */
export async function verifyAgainstDummy(password: string, logN: number): Promise<false> {
  await verifyPassword(password, await dummyHash(logN));
  return false;
}
