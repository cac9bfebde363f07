export type CustomerKind = 'real' | 'demo';

// The profile the back office receives is the customer API's `user` (docs/api.md).
export type Customer = {
  id: string;
  type: 'email' | 'phone' | 'wallet';
  email?: string | null;
  phone?: string | null;
  area_code?: string | null;
  // Sign-In with Ethereum: the wallet's checksummed address is the account.
  wallet_address?: string | null;
  account_display?: string;
  name?: string | null;
  invitation_code?: string;
  is_demo?: 0 | 1 | boolean;
  kind?: CustomerKind;
  demo_expires_at?: string | null;
  created_at?: string;
  lang?: string;
};

export const customerKind = (customer: Customer): CustomerKind =>
  customer.kind ?? (customer.is_demo ? 'demo' : 'real');

export const customerAccount = (customer: Customer): string => {
  if (customer.type === 'wallet') return customer.wallet_address ?? customer.account_display ?? '';
  if (customer.type !== 'phone') return customer.email ?? customer.account_display ?? '';
  const areaCode = customer.area_code ? `+${customer.area_code.replace(/^\+/, '')} ` : '';
  return `${areaCode}${customer.phone ?? ''}`;
};
