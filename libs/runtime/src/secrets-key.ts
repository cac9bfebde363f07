import { randomBytes } from 'node:crypto';
import { closeSync, linkSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const SECRETS_KEY_FILE = 'secrets.key';

/**
 * The platform's key held outside the database: `SECRETS_KEY` (base64 of 32 bytes) when set, else
 * `<DATA_DIR>/secrets.key`, created with mode 0600 on the first start (every process of one install
 * shares it). Authenticator secrets are sealed with it and the request log's fingerprints keyed with
 * one derived from it, so a reader of the database alone (a dump, a replica, a backup) can neither
 * compute a customer's codes nor try guesses of a password against a fingerprint.
 */
export function loadSecretsKey(config: { secretsKey?: string | null; dataDir?: string }): Buffer {
  if (config.secretsKey) {
    const key = Buffer.from(config.secretsKey, 'base64');
    if (key.length !== 32) throw new Error('SECRETS_KEY must be the base64 of 32 bytes (openssl rand -base64 32)');
    return key;
  }
  if (!config.dataDir) throw new Error('no SECRETS_KEY and no data folder to keep a key file in');
  const file = join(config.dataDir, SECRETS_KEY_FILE);
  const existing = readKeyFile(file);
  if (existing) return existing;
  mkdirSync(config.dataDir, { recursive: true });
  // Written whole under another name, then linked into place: a process starting at the same moment
  // never reads half a key, and of two that create one at once, the first link wins for both.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const fd = openSync(draft, 'wx', 0o600);
  try {
    writeSync(fd, randomBytes(32).toString('base64'));
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readKeyFile(file)!;
}

function readKeyFile(file: string): Buffer | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const key = Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key (base64)`);
  return key;
}
