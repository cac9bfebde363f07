import { DataTable, type Identifier } from 'react-admin';
import { RecordList } from '../../shared/record-list';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { CodeField } from '../../shared/review/funding-fields';
import { ChannelChainField, ChannelCoinField, ChannelEnabledField } from './deposit-address-fields';

const ALL_CHANNELS = 100;

export const DepositAddressList = () => {
  const { roles } = useStaffRoles();
  // Admin and finance open the edit form; everyone else reads the channel.
  const open = (_id: Identifier) => (staffCan(roles, 'deposit-addresses', 'edit') ? 'edit' : 'show');
  return (
    <RecordList
      sort={{ field: 'id', order: 'ASC' }}
      perPage={ALL_CHANNELS}
      pagination={false}
      emptyMessage="app.deposit_addresses.empty"
      rowClick={open}
    >
      <DataTable.Col source="id" />
      <DataTable.Col source="coin" field={ChannelCoinField} disableSort />
      <DataTable.Col source="chain" field={ChannelChainField} disableSort />
      <DataTable.Col source="address" field={CodeField} disableSort />
      <DataTable.Col source="memo" field={CodeField} disableSort />
      <DataTable.Col source="enabled" field={ChannelEnabledField} disableSort />
    </RecordList>
  );
};
