import { firstFailure, newLoginPassword, requireAccount, requireCode, requirePassword, sameAs, type AccountType, type Failures } from './rules';

export interface AccountCodePasswordValues {
  account: string;
  code: string;
  password: string;
  password2: string;
}

// Registration and password reset ask for the same four things: an account, its code and a password twice.
export const validateAccountCodePassword = (
  type: AccountType,
  values: AccountCodePasswordValues,
): Failures<keyof AccountCodePasswordValues> => ({
  account: firstFailure(values.account, requireAccount(type)) ?? undefined,
  code: firstFailure(values.code, requireCode) ?? undefined,
  password: firstFailure(values.password, newLoginPassword) ?? undefined,
  password2: firstFailure(values.password2, requirePassword, sameAs(values.password)) ?? undefined,
});
