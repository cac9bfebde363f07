const MAX_SHOWN = 12;

const maskEmail = (email: string) => {
  const at = email.indexOf('@');
  if (at < 1) return email;
  const local = email.slice(0, at);
  const keep = local.length <= 2 ? 1 : 2;
  return `${local.slice(0, keep)}***${email.slice(at)}`;
};

// At least four digits stay hidden, whatever the length of the number.
const maskPhone = (phone: string) => {
  const digits = phone.replace(/\s+/g, '');
  if (digits.length >= 11) return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
  if (digits.length >= 8) return `${digits.slice(0, 2)}****${digits.slice(-2)}`;
  return `****${digits.slice(-2)}`;
};

// SPEC section 3: the displayed phone or e-mail is masked, and cut to 12 characters when 12 or longer.
export const maskAccount = (account: string, type: 'email' | 'phone'): string => {
  const masked = type === 'email' ? maskEmail(account) : maskPhone(account);
  return masked.length >= MAX_SHOWN ? `${masked.slice(0, MAX_SHOWN)}…` : masked;
};
