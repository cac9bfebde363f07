import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useListContext, useTranslate, useTranslateLabel, type RaRecord } from 'react-admin';
import { JsonDetails } from '../../shared/json-details';
import { LocaleDateField } from '../../shared/locale-date-field';

type CustomerEvent = RaRecord & {
  position: string | number;
  streamId: string;
  version: number;
  type: string;
  schemaVersion?: number;
  data: unknown;
  metadata?: unknown;
  createdAt: string;
};

const columns = ['createdAt', 'streamId', 'version', 'type', 'data'] as const;

const EventRow = ({ event }: { event: CustomerEvent }) => {
  const translate = useTranslate();
  return (
    <TableRow data-testid="event-row" sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <LocaleDateField record={event} source="createdAt" />
      </TableCell>
      <TableCell sx={{ fontFamily: 'monospace' }}>{event.streamId}</TableCell>
      <TableCell>{event.version}</TableCell>
      <TableCell data-testid="event-type">{event.type}</TableCell>
      <TableCell>
        <JsonDetails summary={translate('app.events.expand_data')} value={event.data} />
        {event.metadata != null && (
          <JsonDetails summary={translate('app.events.expand_metadata')} value={event.metadata} />
        )}
      </TableCell>
    </TableRow>
  );
};

// Rendered inside a <ReferenceManyField>, which loads the events through getManyReference.
export const CustomerEventTimeline = () => {
  const { data } = useListContext<CustomerEvent>();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  return (
    <Table size="small" aria-label={translate('app.customers.timeline')}>
      <TableHead>
        <TableRow>
          {columns.map((source) => (
            <TableCell key={source}>{translateLabel({ resource: 'customer-events', source })}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {data?.map((event) => (
          <EventRow key={event.id} event={event} />
        ))}
      </TableBody>
    </Table>
  );
};
