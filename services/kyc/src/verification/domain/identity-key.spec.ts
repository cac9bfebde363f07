import { identityKeyOf } from './identity-key';

describe('the identity key', () => {
  it('is the same for one person written differently', () => {
    expect(identityKeyOf('Somchai  Jaidee', '1-2345-67890-12-3')).toBe(identityKeyOf('somchai jaidee', '1234567890123'));
    expect(identityKeyOf('Anne-Marie O’Neil'.replace('’', "'"), 'ab 123')).toBe(identityKeyOf('anne marie o neil', 'AB123'));
  });

  it('differs for another name or another document', () => {
    expect(identityKeyOf('Somchai Jaidee', '1234567890123')).not.toBe(identityKeyOf('Somchai Jaidee', '1234567890124'));
    expect(identityKeyOf('Somchai Jaidee', '1234567890123')).not.toBe(identityKeyOf('Somsak Jaidee', '1234567890123'));
  });
});
