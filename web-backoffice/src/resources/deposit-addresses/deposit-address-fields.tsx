import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
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
  const translate = useTranslate();
  if (!channel) return null;
  return (
    <Chip
      size="small"
      color={channel.enabled ? 'success' : 'default'}
      variant={channel.enabled ? 'filled' : 'outlined'}
      label={translate(channel.enabled ? 'app.deposit_addresses.on' : 'app.deposit_addresses.off')}
    />
  );
};
