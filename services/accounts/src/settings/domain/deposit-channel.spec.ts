import { deciderSpec } from '@meridian/testing';
import { depositChannelDecider, type DepositChannelCommand } from './deposit-channel';

const spec = deciderSpec(depositChannelDecider.decide, depositChannelDecider.evolve, depositChannelDecider.initialState);
const now = '2026-11-24T06:00:00.000Z';
const configure = (coin: string, chain: string, address: string, enabled = true): DepositChannelCommand => ({
  type: 'ConfigureDepositChannel',
  data: { coin, chain, address, memo: '', enabled, staffId: 'fin-1' },
  metadata: { now },
});

describe('deposit channel decider', () => {
  it('opens a channel on an address that meets its chain’s rules, trimmed', () =>
    spec
      .given([])
      .when(configure('USDT', 'TRC20', '  TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE '))
      .then([{ type: 'DepositChannelConfigured', data: { address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', memo: '', enabled: true, staffId: 'fin-1', at: now } }]));

  it.each([
    ['a TRC20 address that is too short', 'USDT', 'TRC20', 'TXyz123'],
    ['an ERC20 address on the TRC20 chain', 'USDT', 'TRC20', '0x742d35Cc6634C0532925a3b844Bc454e4438f44e'],
    ['a TRC20 address on the ERC20 chain', 'USDT', 'ERC20', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'],
  ])('refuses %s, as it would for a customer', (_, coin, chain, address) => spec.given([]).when(configure(coin, chain, address)).thenThrows('withdraw.addressInvalid'));

  it('refuses to open a channel without an address, but may close one', () => {
    spec.given([]).when(configure('USDT', 'ERC20', '')).thenThrows('withdraw.addressRequired');
    spec.given([]).when(configure('USDT', 'ERC20', '', false)).then([{ type: 'DepositChannelConfigured', data: { address: '', memo: '', enabled: false, staffId: 'fin-1', at: now } }]);
  });

  it('refuses a chain the catalogue does not know', () => spec.given([]).when(configure('USDT', 'SOL', 'x')).thenThrows('coin.unknown'));
});
