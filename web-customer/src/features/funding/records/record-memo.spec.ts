import { describeMemo, referenceOf } from './record-memo';

describe('record memos as a customer reads them', () => {
  it('names both accounts of a transfer, by code or by ledger kind', () => {
    expect(describeMemo('Transfer bba → bb')).toEqual({ kind: 'transfer', from: 'bba', to: 'bb' });
    expect(describeMemo('Transfer bb → funding')).toEqual({ kind: 'transfer', from: 'bb', to: 'bba' });
  });

  it('reads deposits and the platform’s own movements as sentences', () => {
    expect(describeMemo('Deposit USDT TRC20')).toEqual({ kind: 'deposit', coin: 'USDT', chain: 'TRC20' });
    expect(describeMemo('Demo account funding')).toEqual({ kind: 'key', key: 'demoFunding' });
    expect(describeMemo('Withdrawal paid out')).toEqual({ kind: 'key', key: 'withdrawalPaid' });
    expect(describeMemo('Withdrawal USDT')).toEqual({ kind: 'key', key: 'withdrawalHeld' });
  });

  it('says a rejected withdrawal came back, with the reason staff gave', () => {
    expect(describeMemo('Withdrawal rejected: Address is on a sanctions list')).toEqual({
      kind: 'withdrawalRejected',
      reason: 'Address is on a sanctions list',
    });
  });

  it('shows an id as a short reference, never the bare uuid', () => {
    const id = '3f2b9c1e-7a4d-4e8b-9c2f-1a2b3c4d5e6f';
    expect(describeMemo(id)).toEqual({ kind: 'reference', reference: '3F2B9C1E7A', full: id });
    expect(referenceOf(id)).toHaveLength(10);
  });

  it('keeps any other memo as it was written', () => {
    expect(describeMemo('Correction by finance')).toEqual({ kind: 'text', text: 'Correction by finance' });
  });
});
