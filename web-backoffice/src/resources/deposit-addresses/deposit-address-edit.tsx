import { Stack } from '@mui/material';
import {
  BooleanInput,
  Edit,
  SimpleForm,
  TextInput,
  type RaRecord,
  type Validator,
} from 'react-admin';
import { ChannelChainField, ChannelCoinField } from './deposit-address-fields';
import { SaveOnlyToolbar } from '../../shared/staff-form';
import { LabeledField } from '../../shared/labeled-field';

// PUT /deposit-addresses/:id takes exactly these fields (docs/api.md).
const editableFields = ({ address, memo, enabled }: RaRecord) => ({
  address: typeof address === 'string' ? address.trim() : '',
  memo: typeof memo === 'string' && memo.trim() ? memo.trim() : null,
  enabled: Boolean(enabled),
});

// A channel customers can deposit to must say where to send the coins.
const requiredWhenEnabled: Validator = (value, values) =>
  values?.enabled && !(typeof value === 'string' && value.trim()) ? 'app.deposit_addresses.address_required' : undefined;

// A channel is switched off, never deleted: Save only.
export const DepositAddressEdit = () => (
  <Edit mutationMode="pessimistic" transform={editableFields} redirect="list">
    <SimpleForm toolbar={<SaveOnlyToolbar />}>
      <Stack direction="row" spacing={4}>
        <LabeledField source="coin" field={ChannelCoinField} />
        <LabeledField source="chain" field={ChannelChainField} />
      </Stack>
      <TextInput source="address" validate={requiredWhenEnabled} fullWidth />
      <TextInput source="memo" helperText="app.deposit_addresses.memo_help" fullWidth />
      <BooleanInput source="enabled" helperText="app.deposit_addresses.enabled_help" />
    </SimpleForm>
  </Edit>
);
