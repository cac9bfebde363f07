import { checkBankCard, cleanBankCard, maskAccountNumber } from './bank-card-rules';

const card = {
  bank_name: 'HSBC Hong Kong',
  account_number: '004 123 456 789',
  swift_code: 'hsbchkhhhkh',
  routing_number: '',
  bank_address: '1 Queen’s Road Central, Hong Kong',
  payee_name: 'Chan Tai Man',
  payee_phone: '',
  payee_address: 'Flat 3, 8 Nathan Road, Kowloon',
};

describe('bank card rules', () => {
  it('accepts a complete card and cleans it for sending', () => {
    expect(checkBankCard(card)).toEqual({});
    expect(cleanBankCard(card)).toMatchObject({ account_number: '004123456789', swift_code: 'HSBCHKHHHKH', routing_number: '', payee_phone: '' });
  });

  it('asks for every required field', () => {
    const failures = checkBankCard({ ...card, bank_name: ' ', payee_address: '' });
    expect(failures).toEqual({ bank_name: 'validation.required', payee_address: 'validation.required' });
  });

  it('takes SWIFT codes of 8 or 11 letters and digits only', () => {
    expect(checkBankCard({ ...card, swift_code: 'HSBCHKHH' })).toEqual({});
    expect(checkBankCard({ ...card, swift_code: 'HSBCHKHHH' }).swift_code).toBe('validation.swiftFormat');
    expect(checkBankCard({ ...card, swift_code: 'HSBC-HKHH' }).swift_code).toBe('validation.swiftFormat');
  });

  it('checks the optional fields only when given', () => {
    expect(checkBankCard({ ...card, routing_number: '021000021', payee_phone: '+852 9123 4567' })).toEqual({});
    expect(checkBankCard({ ...card, payee_phone: 'call me' }).payee_phone).toBe('validation.phoneFormat');
    expect(checkBankCard({ ...card, account_number: '12' }).account_number).toBe('validation.accountNumberFormat');
  });

  it('shows only the last four digits', () => {
    expect(maskAccountNumber('004123456789')).toBe('•••• 6789');
  });
});
