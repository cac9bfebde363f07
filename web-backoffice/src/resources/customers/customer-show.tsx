import { Labeled, Show, SimpleShowLayout, TextField } from 'react-admin';
import { LocaleDateField } from '../../shared/locale-date-field';
import { useShowQueryOptions } from '../../shared/use-show-query-options';
import { CustomerAccountField, CustomerKindField, CustomerTypeField } from '../../shared/customers/customer-fields';
import { CustomerEventTimeline } from './customer-event-timeline';
import { CustomerFunding } from './customer-funding';
import { CustomerVip } from './customer-vip';
import { RelatedRecordsSection } from '../../shared/related-records-section';

// Far above any customer's history today; the API answers every event anyway.
const EVENTS_PER_PAGE = 1000;

const CustomerEventHistory = () => (
  <RelatedRecordsSection
    id="customer-event-history"
    title="app.customers.timeline"
    reference="customer-events"
    target="customerId"
    sort={{ field: 'position', order: 'ASC' }}
    perPage={EVENTS_PER_PAGE}
    emptyMessage="app.customers.timeline_empty"
    sx={{ p: 2 }}
  >
    <CustomerEventTimeline />
  </RelatedRecordsSection>
);

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
