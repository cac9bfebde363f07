import { useRecordContext } from 'react-admin';
import { OnOffChip } from '../../shared/code-chip';
import { chainOf, coinOf, type DepositAddress } from '../../shared/deposit-address-record';

export const ChannelCoinField = () => {
  const channel = useRecordContext<DepositAddress>();
  return channel ? <span>{coinOf(channel)}</span> : null;
};

export const ChannelChainField = () => {
  const channel = useRecordContext<DepositAddress>();
  return channel ? <span>{chainOf(channel)}</span> : null;
};

export const ChannelEnabledField = () => {
  const channel = useRecordContext<DepositAddress>();
  return channel ? <OnOffChip on={!!channel.enabled} messages="app.deposit_addresses" /> : null;
};
