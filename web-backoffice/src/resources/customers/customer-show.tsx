import { TextField } from 'react-admin';
import { LocaleDateField } from '../../shared/locale-date-field';
import { RecordShow } from '../../shared/record-show';
import { CustomerAccountField, CustomerKindField, CustomerTypeField } from '../../shared/customers/customer-fields';
import { CustomerEventTimeline } from './customer-event-timeline';
import { CustomerFunding } from './customer-funding';
import { CustomerVip } from './customer-vip';
import { RelatedRecordsSection } from '../../shared/related-records-section';
import { LabeledField } from '../../shared/labeled-field';

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

export const CustomerShow = () => (
  <RecordShow
    below={
      <>
        <CustomerFunding />
        <CustomerVip />
        <CustomerEventHistory />
      </>
    }
  >
    <TextField source="id" />
    <TextField source="name" emptyText="-" />
    <LabeledField source="account" field={CustomerAccountField} />
    <LabeledField source="type" field={CustomerTypeField} />
    <LabeledField source="kind" field={CustomerKindField} />
    <TextField source="invitation_code" />
    <TextField source="lang" emptyText="-" />
    <LocaleDateField source="demo_expires_at" emptyText="-" />
    <LocaleDateField source="created_at" />
  </RecordShow>
);
