import { carriesSecret } from './request-log';

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
