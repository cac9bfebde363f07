import { TextField } from 'react-admin';
import { CodeField } from '../../shared/review/funding-fields';
import { RecordShow } from '../../shared/record-show';
import { ChannelChainField, ChannelCoinField, ChannelEnabledField } from './deposit-address-fields';
import { LabeledField } from '../../shared/labeled-field';

export const DepositAddressShow = () => (
  <RecordShow>
    <TextField source="id" />
    <LabeledField source="coin" field={ChannelCoinField} />
    <LabeledField source="chain" field={ChannelChainField} />
    <CodeField source="address" />
    <CodeField source="memo" />
    <LabeledField source="enabled" field={ChannelEnabledField} />
  </RecordShow>
);
