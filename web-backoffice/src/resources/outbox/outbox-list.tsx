import { DataTable, SelectInput, TextField, TextInput } from 'react-admin';
import { RecordList } from '../../shared/record-list';
import { LocaleDateField } from '../../shared/locale-date-field';
import { OutboxChannelField, outboxChannelChoices } from './outbox-channel';

const outboxFilters = [
  <TextInput key="recipient" source="recipient" alwaysOn resettable />,
  <SelectInput key="channel" source="channel" alwaysOn choices={outboxChannelChoices} />,
];

// The body is shown whole: support staff read verification codes from it to help a customer.
export const OutboxList = () => (
  <RecordList filters={outboxFilters} sort={{ field: 'createdAt', order: 'DESC' }} emptyMessage="app.outbox.empty" rowClick={false}>
    <DataTable.Col source="createdAt" field={LocaleDateField} />
    <DataTable.Col source="channel" field={OutboxChannelField} />
    <DataTable.Col source="recipient" />
    <DataTable.Col source="subject" />
    <DataTable.Col source="body" disableSort>
      <TextField source="body" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace' }} />
    </DataTable.Col>
  </RecordList>
);
