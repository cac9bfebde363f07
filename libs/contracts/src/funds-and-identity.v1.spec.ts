import { ContractViolation } from './contract-check';
import { parseFundsSentToFundingV1, parseFundsSentToTradingV1, tradingAccountOf } from './funds-transfer.v1';
import { parseCustomerRegisteredV1 } from './identity.v1';

describe('funds transfer and identity contracts', () => {
  const toTrading = { transferId: 't-1', customerId: 'c-1', coin: 'USDT', amount: '12.5', fromAccount: 'funding', at: '2026-11-24T00:00:00.000Z' };
  const toFunding = { transferId: 't-2', customerId: 'c-1', coin: 'BTC', amount: '0.001', toAccount: 'funding', at: '2026-11-24T00:00:00.000Z' };
  const registered = { customerId: 'c-1', kind: 'demo', account: 'Demo c-1', invitedBy: null, registeredAt: '2026-11-24T00:00:00.000Z', demoExpiresAt: '2026-11-25T00:00:00.000Z' };

  it('accepts the messages their publishers write', () => {
    expect(parseFundsSentToTradingV1(toTrading)).toEqual(toTrading);
    expect(parseFundsSentToFundingV1(toFunding)).toEqual(toFunding);
    expect(parseCustomerRegisteredV1(registered)).toEqual(registered);
    expect(tradingAccountOf(parseFundsSentToTradingV1({ ...toTrading, toAccount: 'contract' }))).toBe('contract');
  });

  it('reads a transfer into trading without a trading account, as earlier senders wrote it, as one into spot', () => {
    expect(tradingAccountOf(parseFundsSentToTradingV1(toTrading))).toBe('spot');
  });

  it.each([
    ['an amount that is a number', () => parseFundsSentToTradingV1({ ...toTrading, amount: 12.5 })],
    ['an amount that is not a decimal', () => parseFundsSentToFundingV1({ ...toFunding, amount: '1e3' })],
    ['a missing customer', () => parseFundsSentToFundingV1({ ...toFunding, customerId: undefined })],
    ['a trading account that is not one', () => parseFundsSentToTradingV1({ ...toTrading, toAccount: 'funding' })],
    ['a kind outside the contract', () => parseCustomerRegisteredV1({ ...registered, kind: 'staff' })],
    ['an inviter that is not a string', () => parseCustomerRegisteredV1({ ...registered, invitedBy: 7 })],
    ['no message at all', () => parseCustomerRegisteredV1(null)],
  ])('refuses %s', (_, parse) => {
    expect(parse).toThrow(ContractViolation);
  });
});
