import type { Decider } from '@meridian/decider';
import { DomainError } from '../domain-error';

export interface DepositChannel {
  address: string;
  memo: string;
  enabled: boolean;
}

export type DepositChannelEvent = { type: 'DepositChannelConfigured'; data: DepositChannel & { staffId: string; at: string } };
export type DepositChannelCommand = { type: 'ConfigureDepositChannel'; data: DepositChannel & { staffId: string }; metadata: { now: string } };

/** One stream per coin and chain, e.g. `settings-deposit-channel-USDT-TRC20`. */
export const depositChannelStream = (coin: string, chain: string) => `settings-deposit-channel-${coin}-${chain}`;

export const depositChannelDecider: Decider<DepositChannelCommand, DepositChannelEvent, DepositChannel | null> = {
  initialState: () => null,
  evolve: (_state, event) => ({ address: event.data.address, memo: event.data.memo, enabled: event.data.enabled }),
  decide: (command) => {
    const address = command.data.address.trim();
    if (command.data.enabled && address === '') throw new DomainError('withdraw.addressRequired');
    if (address.length > 128 || command.data.memo.length > 64) throw new DomainError('field.invalid', { field: 'address' });
    return [{ type: 'DepositChannelConfigured', data: { ...command.data, address, at: command.metadata.now } }];
  },
};
