import { isOpenChannel, openChannelCount, staffAdded, withdrawalRulesReviewed } from './first-start-steps';

describe('the first-start checklist', () => {
  it('counts a deposit channel as open only when it is switched on and has an address', () => {
    expect(isOpenChannel({ enabled: true, address: 'TXyz' })).toBe(true);
    expect(isOpenChannel({ enabled: false, address: 'TXyz' })).toBe(false);
    expect(isOpenChannel({ enabled: true, address: '' })).toBe(false);
    expect(isOpenChannel({ enabled: true, address: '   ' })).toBe(false);
    expect(isOpenChannel({ enabled: true, address: null })).toBe(false);
    expect(isOpenChannel({ address: 'TXyz' })).toBe(false);
  });

  it('counts the open channels among every coin and network', () => {
    const channels = [
      { id: 'USDT-TRC20', enabled: true, address: 'TXyz' },
      { id: 'USDT-ERC20', enabled: false, address: '0xabc' },
      { id: 'BTC-BTC', enabled: true, address: '' },
    ];
    expect(openChannelCount(channels)).toBe(1);
    expect(openChannelCount([])).toBe(0);
  });

  it('ticks the withdrawal rules once staff changed them', () => {
    expect(withdrawalRulesReviewed({ changed_at: '2025-01-02T03:04:05Z' })).toBe(true);
    expect(withdrawalRulesReviewed({ changed_at: null })).toBe(false);
    expect(withdrawalRulesReviewed(undefined)).toBe(false);
  });

  it('ticks the staff step once someone besides the seeded admin has an account', () => {
    expect(staffAdded(0)).toBe(false);
    expect(staffAdded(1)).toBe(false);
    expect(staffAdded(2)).toBe(true);
  });
});
