import { validateAccountCodePassword } from './account-form';
import { authenticatorCode, authenticatorOrRecoveryCode, newLoginPassword, newTradePassword, requireAccount } from './rules';

describe('validation rules (SPEC section 5)', () => {
  it('checks a phone account', () => {
    expect(requireAccount('phone')('')).toBe('validation.phoneEmpty');
    expect(requireAccount('phone')('12ab')).toBe('validation.phoneFormat');
    expect(requireAccount('phone')('138 0013 8000')).toBeNull();
  });

  it('checks an e-mail account', () => {
    expect(requireAccount('email')(' ')).toBe('validation.accountEmpty');
    expect(requireAccount('email')('not-an-email')).toBe('validation.emailFormat');
    expect(requireAccount('email')('me@example.com')).toBeNull();
  });

  it('wants a login password of 6 to 24 characters', () => {
    expect(newLoginPassword('')).toBe('validation.passwordEmpty');
    expect(newLoginPassword('12345')).toBe('validation.passwordLength');
    expect(newLoginPassword('x'.repeat(25))).toBe('validation.passwordLength');
    expect(newLoginPassword('x'.repeat(24))).toBeNull();
  });

  it('wants a trade password of exactly 6 digits', () => {
    expect(newTradePassword('12345a')).toBe('validation.tradePasswordFormat');
    expect(newTradePassword('1234567')).toBe('validation.tradePasswordFormat');
    expect(newTradePassword('123456')).toBeNull();
  });

  it('takes six digits from an authenticator, and a recovery code only where one may turn it off', () => {
    expect(authenticatorCode(' 123456 ')).toBeNull();
    expect(authenticatorCode('12345')).toBe('validation.authenticatorCode');
    expect(authenticatorCode('ABCD-EF23')).toBe('validation.authenticatorCode');
    expect(authenticatorOrRecoveryCode('ABCD-EF23')).toBeNull();
    expect(authenticatorOrRecoveryCode('abcdef23')).toBeNull();
    expect(authenticatorOrRecoveryCode('654321')).toBeNull();
    expect(authenticatorOrRecoveryCode('ABC-EF23')).toBe('validation.authenticatorOrRecovery');
  });

  it('reports every failing field of a registration at once', () => {
    expect(validateAccountCodePassword('email', { account: '', code: '', password: 'secret1', password2: 'secret2' })).toEqual({
      account: 'validation.accountEmpty',
      code: 'validation.codeEmpty',
      password: undefined,
      password2: 'validation.passwordMismatch',
    });
  });
});
