import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSecretsKey, SECRETS_KEY_FILE } from './secrets-key';

describe('the platform key held outside the database', () => {
  it('takes SECRETS_KEY when set, and refuses one that is not 32 bytes', () => {
    const given = randomBytes(32);
    expect(loadSecretsKey({ secretsKey: given.toString('base64') }).equals(given)).toBe(true);
    expect(() => loadSecretsKey({ secretsKey: randomBytes(16).toString('base64') })).toThrow('SECRETS_KEY');
  });

  it('else creates a key file with mode 0600 in the data folder on the first start, and reads the same key afterwards', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secrets-key-'));
    try {
      const dataDir = join(dir, 'data');
      const first = loadSecretsKey({ dataDir });
      const file = join(dataDir, SECRETS_KEY_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(Buffer.from(readFileSync(file, 'utf8'), 'base64').equals(first)).toBe(true);
      expect(loadSecretsKey({ dataDir }).equals(first)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
