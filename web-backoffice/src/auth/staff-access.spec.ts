import { staffCan } from './staff-access';

describe('spot pages', () => {
  it('let every staff role read orders, trades and the market maker', () => {
    for (const role of ['admin', 'support', 'compliance', 'finance', 'auditor'] as const) {
      for (const resource of ['spot-orders', 'spot-trades', 'market-maker']) {
        expect(staffCan([role], resource, 'list')).toBe(true);
        expect(staffCan([role], resource, 'show')).toBe(true);
      }
    }
  });

  it('let nobody place, change or cancel an order or a trade from the back office', () => {
    for (const resource of ['spot-orders', 'spot-trades']) {
      expect(staffCan(['admin'], resource, 'edit')).toBe(false);
      expect(staffCan(['admin'], resource, 'create')).toBe(false);
    }
  });

  it('let only admins change the market maker, never while also an auditor', () => {
    expect(staffCan(['admin'], 'market-maker', 'edit')).toBe(true);
    expect(staffCan(['support'], 'market-maker', 'edit')).toBe(false);
    expect(staffCan(['finance', 'compliance'], 'market-maker', 'edit')).toBe(false);
    expect(staffCan(['admin', 'auditor'], 'market-maker', 'edit')).toBe(false);
  });
});

describe('the credit evaluation queue', () => {
  it('lets compliance read it and set a score, but not decide a loan', () => {
    expect(staffCan(['compliance'], 'credit-requests', 'list')).toBe(true);
    expect(staffCan(['compliance'], 'credit-requests', 'decide')).toBe(true);
    expect(staffCan(['compliance'], 'loans', 'list')).toBe(false);
    expect(staffCan(['compliance'], 'loans', 'decide')).toBe(false);
  });

  it('lets finance set a score, support and the auditor only read', () => {
    expect(staffCan(['finance'], 'credit-requests', 'decide')).toBe(true);
    for (const role of ['support', 'auditor'] as const) {
      expect(staffCan([role], 'credit-requests', 'list')).toBe(true);
      expect(staffCan([role], 'credit-requests', 'decide')).toBe(false);
    }
    expect(staffCan(['compliance', 'auditor'], 'credit-requests', 'decide')).toBe(false);
  });
});
