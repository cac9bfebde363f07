import { DataTable } from 'react-admin';
import { SettingsList } from '../../shared/settings-list';
import { CodeField } from '../../shared/review/funding-fields';
import { ChannelChainField, ChannelCoinField, ChannelEnabledField } from './deposit-address-fields';

// Admin and finance open the edit form; everyone else reads the channel.
export const DepositAddressList = () => (
  <SettingsList resource="deposit-addresses" sort={{ field: 'id', order: 'ASC' }} emptyMessage="app.deposit_addresses.empty">
    <DataTable.Col source="id" />
    <DataTable.Col source="coin" field={ChannelCoinField} disableSort />
    <DataTable.Col source="chain" field={ChannelChainField} disableSort />
    <DataTable.Col source="address" field={CodeField} disableSort />
    <DataTable.Col source="memo" field={CodeField} disableSort />
    <DataTable.Col source="enabled" field={ChannelEnabledField} disableSort />
  </SettingsList>
);
