import type { Decider } from '@meridian/decider';
import { chainOf } from '../../catalogue/asset-catalogue';
import { DomainError } from '../../domain-error';

export interface DepositChannel {
  address: string;
  memo: string;
  enabled: boolean;
}

export type DepositChannelEvent = { type: 'DepositChannelConfigured'; data: DepositChannel & { staffId: string; at: string } };
/** `coin` and `chain` name the channel, so the address is checked with that chain's rules. */
export type DepositChannelCommand = { type: 'ConfigureDepositChannel'; data: DepositChannel & { coin: string; chain: string; staffId: string }; metadata: { now: string } };

/** One stream per coin and chain, e.g. `settings-deposit-channel-USDT-TRC20`. */
export const depositChannelStream = (coin: string, chain: string) => `settings-deposit-channel-${coin}-${chain}`;

export const depositChannelDecider: Decider<DepositChannelCommand, DepositChannelEvent, DepositChannel | null> = {
  initialState: () => null,
  evolve: (_state, event) => ({ address: event.data.address, memo: event.data.memo, enabled: event.data.enabled }),
  decide: (command) => {
    const { coin, chain, ...channel } = command.data;
    const rules = chainOf(coin, chain);
    if (!rules) throw new DomainError('coin.unknown');
    const address = channel.address.trim();
    const memo = channel.memo.trim();
    if (channel.enabled && address === '') throw new DomainError('withdraw.addressRequired');
    if (address.length > 128 || memo.length > 64) throw new DomainError('field.invalid', { field: 'address' });
    // The same per-chain rules a customer's withdrawal address meets: customers send real money here.
    if (address !== '' && !new RegExp(rules.chain.addressPattern).test(address)) throw new DomainError('withdraw.addressInvalid', { chain });
    return [{ type: 'DepositChannelConfigured', data: { ...channel, address, memo, at: command.metadata.now } }];
  },
};
