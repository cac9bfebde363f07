import { createHash, randomBytes } from 'node:crypto';
import { canonicalJson } from '@meridian/eventstore';
import type { RequestContext, RequestShape } from './request-context';
import { carriesSecret, claimOf, keyRequestFingerprints } from './request-log';

describe('carriesSecret: answers request_log must not keep', () => {
  it('finds a token, a secret or recovery codes at any depth of the envelope', () => {
    expect(carriesSecret({ code: 0, data: { token: 'abc', token_h5: 'abc', user: { id: 'u1' } } })).toBe(true);
    expect(carriesSecret({ data: { recoveryCodes: ['ABCD-EFGH'] } })).toBe(true);
    expect(carriesSecret({ data: { secret: 'JBSWY3DP', otpauthUri: 'otpauth://totp/x' } })).toBe(true);
    expect(carriesSecret({ data: { items: [{ nested: { accessToken: 'x' } }] } })).toBe(true);
  });

  it('leaves flags, empty fields and ordinary answers alone', () => {
    expect(carriesSecret({ data: { user: { id: 'u1', transaction_password: 1, hasTradePassword: true } } })).toBe(false);
    expect(carriesSecret({ data: { token: '', id: 't1', amount: '10.000000', status: 'completed' } })).toBe(false);
    expect(carriesSecret({ data: { recoveryCodes: [] } })).toBe(false);
    expect(carriesSecret(null)).toBe(false);
  });
});

describe('a request fingerprint', () => {
  const ctx: RequestContext = { lang: 'en', token: 't0k3n', requestId: 'retry-123456', ip: '10.0.0.1', userAgent: '', legacy: false };
  const login = (password: string): RequestShape => ({
    method: 'POST',
    path: '/api/v1/auth/login',
    headers: {},
    query: {},
    body: { account: 'ana@example.com', password },
    socket: {},
  });
  const fingerprintOf = (password: string) => claimOf(login(password), ctx)!.fingerprint;

  it('is the same for the same request and another for another body', () => {
    keyRequestFingerprints(randomBytes(32));
    expect(fingerprintOf('hunter22')).toBe(fingerprintOf('hunter22'));
    expect(fingerprintOf('hunter23')).not.toBe(fingerprintOf('hunter22'));
  });

  it('cannot be recomputed without the platform key: a guessed password does not match it', () => {
    const key = randomBytes(32);
    keyRequestFingerprints(key);
    const stored = fingerprintOf('hunter22');
    const unkeyed = createHash('sha256').update(canonicalJson(['POST', '/api/v1/auth/login', {}, login('hunter22').body])).digest('hex');
    expect(stored).not.toBe(unkeyed);
    keyRequestFingerprints(randomBytes(32));
    expect(fingerprintOf('hunter22')).not.toBe(stored);
    keyRequestFingerprints(key);
    expect(fingerprintOf('hunter22')).toBe(stored);
  });
});
