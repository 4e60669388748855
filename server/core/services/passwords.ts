// Password hashing with scrypt (a memory-hard KDF in Node's standard library) and a random salt per
// password. The stored form names its parameters, so they can be raised without breaking existing
// hashes: scrypt$N$r$p$salt$hash (base64). The default cost is OWASP's current guidance for scrypt
// (N = 2^17, r = 8, p = 1: 128 MB and a few hundred ms per hash); a stored hash made with less is
// replaced at the account's next successful login (routes/auth.ts). PASSWORD_HASH_COST (log2 N)
// lowers it for tests only.
import crypto from 'node:crypto';

const KEY_LENGTH = 64;

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT: ScryptParams = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });

/** scrypt parameters for a cost (log2 N), r = 8, p = 1. */
export function scryptParams(log2N: number): ScryptParams {
  return { N: 2 ** log2N, r: 8, p: 1 };
}

function scrypt(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string, params: ScryptParams = OWASP_SCRYPT): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** The parameters a stored hash names, or null when it is not one of ours. */
export function paramsOf(stored: string): ScryptParams | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 1 << 20 || r > 32 || p > 16) return null;
  return { N, r, p };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const params = paramsOf(stored);
  if (!params) return false;
  const parts = stored.split('$');
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await scrypt(password, salt, params);
  return crypto.timingSafeEqual(actual, expected);
}

/** Whether a stored hash is weaker than the wanted parameters (and should be made again). */
export function needsRehash(stored: string, wanted: ScryptParams): boolean {
  const params = paramsOf(stored);
  return !params || params.N < wanted.N || params.r < wanted.r || params.p < wanted.p;
}

/**
 * A hash to verify against when the account does not exist, so an unknown account takes as long as
 * a wrong password and the timing does not reveal which login names exist (one per cost).
 */
const decoys = new Map<number, Promise<string>>();
export function decoyHash(params: ScryptParams = OWASP_SCRYPT): Promise<string> {
  let decoy = decoys.get(params.N);
  if (!decoy) {
    decoy = hashPassword(crypto.randomBytes(16).toString('hex'), params);
    decoys.set(params.N, decoy);
  }
  return decoy;
}
