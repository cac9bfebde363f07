import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scryptAsync = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/**
 * scrypt's cost as log2 N: 15 (32 MiB and about 0.4 s of a core a hash) wherever the platform runs.
 * Only a run of this project's tests (jest sets NODE_ENV=test) may lower it, to no less than 10, with
 * PASSWORD_HASH_LOG2N: the suite makes thousands of throwaway accounts, and at full cost their hashes
 * alone took minutes of its two cores. Hashes keep their parameters, so either verifies anywhere.
 */
export function hashCost(env: NodeJS.ProcessEnv = process.env): number {
  const asked = Number(env.PASSWORD_HASH_LOG2N);
  return env.NODE_ENV === 'test' && Number.isInteger(asked) && asked >= 10 && asked < 15 ? asked : 15;
}

/** scrypt, memory-hard: N=2^15, r=8 uses 32 MiB per hash. Parameters are stored with the hash. */
const DEFAULTS = { N: 2 ** hashCost(), r: 8, p: 1 };
const KEY_LENGTH = 32;

export async function hashPassword(password: string, params = DEFAULTS): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, { ...params, maxmem: 256 * params.N * params.r });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const expected = Buffer.from(key, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, { ...params, maxmem: 256 * params.N * params.r });
  return timingSafeEqual(actual, expected);
}

/**
 * Compared against when the account does not exist, so an unknown account costs the same time as
 * a wrong password and the answers cannot be told apart.
 */
export const DUMMY_HASH_PROMISE = hashPassword(randomBytes(12).toString('hex'));
