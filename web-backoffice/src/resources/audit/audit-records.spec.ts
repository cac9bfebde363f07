import { withSpotAccount, type AccountReplay, type SpotReplay } from './audit-records';

describe('the replay of every account of a customer', () => {
  const ledger: AccountReplay = {
    at: '2026-11-24T08:00:00.000Z',
    events: [{ position: '9', time: '2026-11-24T07:00:02.000Z', type: 'EntryPosted', postings: [] }],
    balances: [{ account: 'user:c-1:funding:USDT', coin: 'USDT', balance: '99000.000000' }],
    matches_read_model: true,
  };
  const spot: SpotReplay = {
    at: '2026-11-24T08:00:00.000Z',
    events: [{ position: '4', time: '2026-11-24T07:00:01.000Z', type: 'SpotFundsReceived', postings: [] }],
    balances: [{ coin: 'USDT', available: '910.000000', frozen: '90.000000' }],
    matches_live_core: true,
  };

  it('adds the spot account and its orders’ holds beside the ledger’s accounts, events in time order', () => {
    const all = withSpotAccount(ledger, spot, 'c-1');
    expect(all.balances).toEqual([
      { account: 'user:c-1:funding:USDT', coin: 'USDT', balance: '99000.000000' },
      { account: 'user:c-1:spot:USDT', coin: 'USDT', balance: '910.000000' },
      { account: 'hold:spot-orders:USDT', coin: 'USDT', balance: '90.000000' },
    ]);
    expect(all.events.map((e) => e.type)).toEqual(['SpotFundsReceived', 'EntryPosted']);
    expect(all.matches_read_model).toBe(true);
  });

  it('passes only when both sides match, and compares nothing for a moment in the past', () => {
    expect(withSpotAccount(ledger, { ...spot, matches_live_core: false }, 'c-1').matches_read_model).toBe(false);
    expect(withSpotAccount({ ...ledger, matches_read_model: null }, spot, 'c-1').matches_read_model).toBeNull();
  });
});
