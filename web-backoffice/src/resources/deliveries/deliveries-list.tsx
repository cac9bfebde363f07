import { Chip } from '@mui/material';
import { DataTable, NumberField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { RecordList } from '../../shared/record-list';
import { LocaleDateField } from '../../shared/locale-date-field';

type DeliveryRow = { failingNow?: boolean };

/** Whether the consumer tried the event again within the last minute, or has not since (its process down or stopped). */
const DeliveryStateField = () => {
  const delivery = useRecordContext<DeliveryRow>();
  const translate = useTranslate();
  if (!delivery) return null;
  const failing = delivery.failingNow === true;
  return <Chip size="small" color={failing ? 'error' : 'default'} label={translate(failing ? 'app.deliveries.state.failing' : 'app.deliveries.state.quiet')} />;
};

// Read-only: the bus retries on its own; staff tell engineering which consumer is held back, by what and why.
export const DeliveriesList = () => (
  <RecordList emptyMessage="app.deliveries.empty" rowClick={false}>
    <DataTable.Col source="failingNow" field={DeliveryStateField} disableSort />
    <DataTable.Col source="consumer" disableSort />
    <DataTable.Col source="eventType" disableSort />
    <DataTable.Col source="eventId" disableSort />
    <DataTable.Col source="attempts" field={NumberField} disableSort />
    <DataTable.Col source="firstFailedAt" field={LocaleDateField} disableSort />
    <DataTable.Col source="lastFailedAt" field={LocaleDateField} disableSort />
    <DataTable.Col source="lastError" disableSort>
      <TextField source="lastError" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace' }} />
    </DataTable.Col>
  </RecordList>
);
