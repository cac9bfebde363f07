import { base32Decode, base32Encode, hotp, matchingStep, newTotpSecret, otpauthUri, stepAt } from './totp';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890" at these times gives these 8-digit codes;
// their last six digits are what a 6-digit authenticator shows.
const SEED = Buffer.from('12345678901234567890', 'ascii');
const VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238, SHA-1)', () => {
  it('gives the RFC 6238 test vectors, as 8 digits and as the 6 an authenticator shows', () => {
    for (const [seconds, code] of VECTORS) {
      expect(hotp(SEED, stepAt(seconds * 1000), 8)).toBe(code);
      expect(hotp(SEED, stepAt(seconds * 1000))).toBe(code.slice(-6));
    }
  });

  it('takes the code of the step before or after now, and not two steps away', () => {
    const secret = base32Encode(SEED);
    const at = 1234567890 * 1000;
    const code = (seconds: number) => hotp(SEED, stepAt(seconds * 1000));
    expect(matchingStep(secret, code(1234567890), at)).toBe(stepAt(at));
    expect(matchingStep(secret, code(1234567890 - 30), at)).toBe(stepAt(at) - 1n);
    expect(matchingStep(secret, code(1234567890 + 30), at)).toBe(stepAt(at) + 1n);
    expect(matchingStep(secret, code(1234567890 - 60), at)).toBeNull();
    expect(matchingStep(secret, 'abcdef', at)).toBeNull();
    expect(matchingStep(secret, code(1234567890).slice(1), at)).toBeNull();
  });

  it('makes new secrets of 20 random bytes', () => {
    const one = newTotpSecret();
    expect(base32Decode(one)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(one);
  });

  it('round-trips secrets through base32 and names them in an otpauth URI', () => {
    expect(base32Encode(SEED)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(SEED);
    expect(otpauthUri('Meridian', 'ann@example.com', 'ABC')).toBe('otpauth://totp/Meridian%3Aann%40example.com?secret=ABC&issuer=Meridian&algorithm=SHA1&digits=6&period=30');
  });
});
