import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isSealed, loadSecretsKey, openSecret, SECRETS_KEY_FILE, sealSecret } from './authenticator-secrets';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('authenticator secrets at rest', () => {
  const key = randomBytes(32);

  it('seals with AES-256-GCM: the stored text does not hold the secret, and opens with the key for the same customer only', () => {
    const sealed = sealSecret(key, 'customer-a', SECRET);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain(SECRET);
    expect(sealSecret(key, 'customer-a', SECRET)).not.toBe(sealed); // a fresh IV each time
    expect(openSecret(key, 'customer-a', sealed)).toBe(SECRET);
    expect(openSecret(key, 'customer-b', sealed)).toBeNull();
    expect(openSecret(randomBytes(32), 'customer-a', sealed)).toBeNull();
    const tampered = sealed.slice(0, -4) + (sealed.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(openSecret(key, 'customer-a', tampered)).toBeNull();
    expect(openSecret(key, 'customer-a', 'v1:')).toBeNull();
  });

  it('reads a secret stored readable before sealing as it is (it is sealed on start)', () => {
    expect(isSealed(SECRET)).toBe(false);
    expect(openSecret(key, 'customer-a', SECRET)).toBe(SECRET);
  });

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
