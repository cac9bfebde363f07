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

// What registration and password reset send of those four: trimmed, the area code only for a phone.
export interface AccountCodePasswordBody {
  type: AccountType;
  account: string;
  area_code?: string;
  code: string;
  password: string;
  password2: string;
}

export const accountCodePasswordBody = (type: AccountType, values: AccountCodePasswordValues & { area_code: string }): AccountCodePasswordBody => ({
  type,
  account: values.account.trim(),
  area_code: type === 'phone' ? values.area_code : undefined,
  code: values.code.trim(),
  password: values.password,
  password2: values.password2,
});
