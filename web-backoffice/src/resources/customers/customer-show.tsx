import { Box, LinearProgress, Typography } from '@mui/material';
import { Labeled, ReferenceManyField, Show, SimpleShowLayout, TextField, useTranslate } from 'react-admin';
import { EmptyListMessage } from '../../shared/empty-list-message';
import { LocaleDateField } from '../../shared/locale-date-field';
import { useShowQueryOptions } from '../../shared/use-show-query-options';
import { CustomerAccountField, CustomerKindField, CustomerTypeField } from '../../shared/customers/customer-fields';
import { CustomerEventTimeline } from './customer-event-timeline';
import { CustomerFunding } from './customer-funding';
import { CustomerVip } from './customer-vip';

// Far above any customer's history today; the API answers every event anyway.
const EVENTS_PER_PAGE = 1000;

const CustomerEventHistory = () => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="customer-event-history" sx={{ p: 2 }}>
      <Typography id="customer-event-history" variant="h6" component="h2">
        {translate('app.customers.timeline')}
      </Typography>
      <ReferenceManyField
        reference="customer-events"
        target="customerId"
        sort={{ field: 'position', order: 'ASC' }}
        perPage={EVENTS_PER_PAGE}
        loading={<LinearProgress />}
        empty={<EmptyListMessage messageKey="app.customers.timeline_empty" />}
      >
        <CustomerEventTimeline />
      </ReferenceManyField>
    </Box>
  );
};

export const CustomerShow = () => {
  const queryOptions = useShowQueryOptions();
  return (
    <Show queryOptions={queryOptions}>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="name" emptyText="-" />
        <Labeled source="account">
          <CustomerAccountField />
        </Labeled>
        <Labeled source="type">
          <CustomerTypeField />
        </Labeled>
        <Labeled source="kind">
          <CustomerKindField />
        </Labeled>
        <TextField source="invitation_code" />
        <TextField source="lang" emptyText="-" />
        <LocaleDateField source="demo_expires_at" emptyText="-" />
        <LocaleDateField source="created_at" />
      </SimpleShowLayout>
      <CustomerFunding />
      <CustomerVip />
      <CustomerEventHistory />
    </Show>
  );
};
