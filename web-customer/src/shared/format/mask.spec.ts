import { maskAccount } from './mask';

describe('maskAccount (SPEC section 3)', () => {
  it('masks the local part of an e-mail and cuts it to 12 characters when 12 or longer', () => {
    expect(maskAccount('alexander@example.com', 'email')).toBe('al***@exampl…');
    expect(maskAccount('jo@x.io', 'email')).toBe('j***@x.io');
  });

  it('masks the middle of a phone number', () => {
    expect(maskAccount('13800138000', 'phone')).toBe('138****8000');
    expect(maskAccount('0612345678', 'phone')).toBe('06****78');
    expect(maskAccount('5551234', 'phone')).toBe('****34');
  });

  it('never shows more than 12 characters plus the ellipsis', () => {
    expect(maskAccount('123456789012345', 'phone')).toBe('123****2345');
    expect(maskAccount('a-very-long-name@a-very-long-domain.example', 'email').length).toBeLessThanOrEqual(13);
  });
});
