import { DataTable, List, SelectInput, TextField, TextInput } from 'react-admin';
import { EmptyListMessage } from '../../shared/empty-list-message';
import { LocaleDateField } from '../../shared/locale-date-field';
import { OutboxChannelField, outboxChannelChoices } from './outbox-channel';

const outboxFilters = [
  <TextInput key="recipient" source="recipient" alwaysOn resettable />,
  <SelectInput key="channel" source="channel" alwaysOn choices={outboxChannelChoices} />,
];

const noMessage = <EmptyListMessage messageKey="app.outbox.empty" />;

// The body is shown whole: support staff read verification codes from it to help a customer.
export const OutboxList = () => (
  <List filters={outboxFilters} sort={{ field: 'createdAt', order: 'DESC' }} empty={noMessage}>
    <DataTable rowClick={false} bulkActionButtons={false} empty={noMessage}>
      <DataTable.Col source="createdAt" field={LocaleDateField} />
      <DataTable.Col source="channel" field={OutboxChannelField} />
      <DataTable.Col source="recipient" />
      <DataTable.Col source="subject" />
      <DataTable.Col source="body" disableSort>
        <TextField source="body" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace' }} />
      </DataTable.Col>
    </DataTable>
  </List>
);
