import { randomBytes } from 'node:crypto';
import { isSealed, openSecret, sealSecret } from './authenticator-secrets';

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
});
