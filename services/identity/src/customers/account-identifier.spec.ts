import { maskAccount, parseAccount } from './account-identifier';

describe('account identifiers', () => {
  it('normalises e-mails and phones with their area code', () => {
    expect(parseAccount('email', ' Ann@Example.COM ', undefined)).toMatchObject({ key: 'ann@example.com', email: 'ann@example.com' });
    expect(parseAccount('phone', '612 345-678', '+61')).toMatchObject({ key: '+61612345678', phone: '612345678', areaCode: '61' });
  });

  it('names what is wrong', () => {
    expect(parseAccount('email', '', undefined)).toBe('account.required');
    expect(parseAccount('email', 'ann@', undefined)).toBe('email.invalid');
    expect(parseAccount('phone', '12ab', '1')).toBe('phone.invalid');
    expect(parseAccount('phone', '5551234', undefined)).toBe('phone.areaCodeRequired');
    expect(parseAccount('fax', '5551234', undefined)).toBe('account.typeInvalid');
  });

  it('masks and truncates to 12 characters as the specification shows', () => {
    expect(maskAccount('13812345678')).toBe('138****5678');
    expect(maskAccount('ann@example.com')).toBe('an***n@examp…');
    expect(maskAccount('bo@x.io')).toBe('b@x.io');
  });
});
