import type { AccountType } from './customer.events';

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const PHONE = /^\d{5,15}$/;
const AREA_CODE = /^\+?\d{1,4}$/;

export interface AccountIdentifier {
  type: AccountType;
  /** Normalised: lower-case e-mail, or `+<area><digits>` for a phone. */
  key: string;
  email: string | null;
  phone: string | null;
  areaCode: string | null;
}

export type IdentifierProblem = 'account.required' | 'email.invalid' | 'phone.invalid' | 'phone.areaCodeRequired' | 'account.typeInvalid';

export function parseAccount(type: string | undefined, account: string | undefined, areaCode: string | undefined): AccountIdentifier | IdentifierProblem {
  const raw = (account ?? '').trim();
  if (raw === '') return 'account.required';
  if (type === 'email') {
    if (raw.length > 254 || !EMAIL.test(raw)) return 'email.invalid';
    const email = raw.toLowerCase();
    return { type, key: email, email, phone: null, areaCode: null };
  }
  if (type === 'phone') {
    const digits = raw.replace(/[\s-]/g, '');
    if (!PHONE.test(digits)) return 'phone.invalid';
    const area = (areaCode ?? '').trim();
    if (!AREA_CODE.test(area)) return 'phone.areaCodeRequired';
    const normalisedArea = area.replace(/^\+/, '');
    return { type, key: `+${normalisedArea}${digits}`, email: null, phone: digits, areaCode: normalisedArea };
  }
  return 'account.typeInvalid';
}

/** The specification's display masking: truncated to 12 characters when 12 or longer, middle hidden. */
export function maskAccount(value: string): string {
  if (value.includes('@')) {
    const [name, domain] = value.split('@') as [string, string];
    const shown = name.length <= 2 ? name[0] ?? '' : `${name.slice(0, 2)}***${name.slice(-1)}`;
    const masked = `${shown}@${domain}`;
    return masked.length >= 12 ? `${masked.slice(0, 12)}…` : masked;
  }
  const masked = value.length > 7 ? `${value.slice(0, 3)}****${value.slice(-4)}` : value;
  return masked.length >= 12 ? masked.slice(0, 12) : masked;
}
