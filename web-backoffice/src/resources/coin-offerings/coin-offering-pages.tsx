import { DataTable, NumberField, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import { createAndEditPages } from '../../shared/create-and-edit-pages';
import { LocaleDateField } from '../../shared/locale-date-field';
import { CustomerNameField } from '../../shared/customers/customer-name-field';
import { coinOfferingChange, type CoinSubscription } from './coin-offering-record';
import { CoinOfferingForm } from './coin-offering-form';
import { PhaseField } from './coin-offering-list';
import { OfferingDecisions } from './offering-decisions';
import { SpotListingPanel } from './spot-listing-panel';
import { RelatedRecordsSection } from '../../shared/related-records-section';
import { LabeledField } from '../../shared/labeled-field';

type OfferingForm = Parameters<typeof coinOfferingChange>[0];

// A new coin: finance fills in the terms and its symbol; the fee and lock-up start at common values.
export const { Create: CoinOfferingCreatePage, Edit: CoinOfferingEditPage } = createAndEditPages({
  Form: CoinOfferingForm,
  transform: coinOfferingChange,
  createTransform: (form: OfferingForm & { id: string }) => ({ ...coinOfferingChange(form), id: String(form.id).trim().toUpperCase() }),
  redirect: 'show',
  title: 'app.coin_offerings.title',
  defaults: { scale: 2, lockupDays: 7, feeRate: '0.01' },
});

const SubscriptionStatus = () => {
  const record = useRecordContext<CoinSubscription>();
  const translate = useTranslate();
  return record ? <span data-status={record.status}>{translate(`app.coin_offerings.status.${record.status}`)}</span> : null;
};

const Subscriptions = () => (
  <RelatedRecordsSection
    id="coin-subscriptions"
    title="app.coin_offerings.subscriptions"
    reference="coin-subscriptions"
    target="symbol"
    perPage={100}
    paginated
    emptyMessage="app.coin_offerings.no_subscriptions"
  >
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="customerId" field={CustomerNameField} disableSort />
      <DataTable.Col source="quantity" disableSort />
      <DataTable.Col source="held" disableSort />
      <DataTable.Col source="status" disableSort field={SubscriptionStatus} />
      <DataTable.Col source="allotted" disableSort />
      <DataTable.Col source="paid" disableSort />
      <DataTable.Col source="refund" disableSort />
      <DataTable.Col source="placedAt" disableSort field={LocaleDateField} />
    </DataTable>
  </RelatedRecordsSection>
);

export const CoinOfferingShowPage = () => (
  <Show title="app.coin_offerings.title">
    <SimpleShowLayout>
      <TextField source="symbol" />
      <TextField source="name" />
      <LabeledField source="phase" field={PhaseField} />
      <TextField source="issuePrice" />
      <TextField source="issueVolume" />
      <TextField source="circulation" />
      <NumberField source="scale" />
      <LocaleDateField source="startsAt" />
      <LocaleDateField source="endsAt" />
      <TextField source="listingDate" />
      <NumberField source="lockupDays" />
      <LocaleDateField source="releaseAt" />
      <TextField source="feeRate" />
      <TextField source="maxPerCustomer" />
      <TextField source="subscribed" />
      <NumberField source="subscribers" />
      <TextField source="ratio" emptyText="-" />
      <TextField source="reason" emptyText="-" />
      <LocaleDateField source="changedAt" />
      <OfferingDecisions />
      <SpotListingPanel />
      <Subscriptions />
    </SimpleShowLayout>
  </Show>
);
