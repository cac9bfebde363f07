import type { UserAccountKind } from '@meridian/ledger';

/** The specification's account type keys and the ledger kind each stands for. */
export const ACCOUNT_TYPES = {
  bba: 'funding',
  bb: 'spot',
  hy: 'contract',
  hya: 'margin',
  jg: 'option',
  jg1: 'futures',
} as const satisfies Record<string, UserAccountKind>;

export type AccountType = keyof typeof ACCOUNT_TYPES;
export const ACCOUNT_TYPE_KEYS = Object.keys(ACCOUNT_TYPES) as AccountType[];

export const isAccountType = (value: unknown): value is AccountType => typeof value === 'string' && Object.hasOwn(ACCOUNT_TYPES, value);

export function accountTypeOfKind(kind: string): AccountType | undefined {
  return ACCOUNT_TYPE_KEYS.find((key) => ACCOUNT_TYPES[key] === kind);
}
