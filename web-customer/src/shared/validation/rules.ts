// SPEC section 5. Each rule answers null when the value is fine, else the translation key of its message.
export type Rule = (value: string) => string | null;

export type AccountType = 'email' | 'phone';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\d{5,15}$/;
const TRADE_PASSWORD = /^\d{6}$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 24;

export const requireAccount = (type: AccountType): Rule => (value) => {
  const account = value.trim();
  if (type === 'phone') {
    if (!account) return 'validation.phoneEmpty';
    return PHONE.test(account.replace(/[\s-]/g, '')) ? null : 'validation.phoneFormat';
  }
  if (!account) return 'validation.accountEmpty';
  return EMAIL.test(account) ? null : 'validation.emailFormat';
};

export const requireCode: Rule = (value) => (value.trim() ? null : 'validation.codeEmpty');

export const requirePassword: Rule = (value) => (value ? null : 'validation.passwordEmpty');

export const newLoginPassword: Rule = (value) => {
  if (!value) return 'validation.passwordEmpty';
  return value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX ? null : 'validation.passwordLength';
};

export const newTradePassword: Rule = (value) => {
  if (!value) return 'validation.passwordEmpty';
  return TRADE_PASSWORD.test(value) ? null : 'validation.tradePasswordFormat';
};

// An authenticator app's current code: six digits (RFC 6238).
export const authenticatorCode: Rule = (value) => (/^\d{6}$/.test(value.trim()) ? null : 'validation.authenticatorCode');

// Turning the authenticator off also takes one of its recovery codes (XXXX-XXXX).
export const authenticatorOrRecoveryCode: Rule = (value) =>
  /^\d{6}$/.test(value.trim()) || /^[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}$/.test(value.trim()) ? null : 'validation.authenticatorOrRecovery';

export const sameAs =
  (other: string): Rule =>
  (value) =>
    value === other ? null : 'validation.passwordMismatch';

export const firstFailure = (value: string, ...rules: Rule[]): string | null => {
  for (const rule of rules) {
    const failure = rule(value);
    if (failure) return failure;
  }
  return null;
};

export type Failures<K extends string> = Partial<Record<K, string>>;

export const hasFailures = (failures: Failures<string>) => Object.values(failures).some(Boolean);
