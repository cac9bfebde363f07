import { BooleanField, Create, Edit, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { LocaleDateField } from '../../shared/locale-date-field';
import { earnProductChange } from './earn-product-record';
import { EarnProductForm } from './earn-product-form';
import { EarnProductRates } from './earn-product-rates';

export const EarnProductEditPage = () => (
  <Edit mutationMode="pessimistic" transform={earnProductChange} redirect="list" title="app.earn_products.title">
    <EarnProductForm />
    <EarnProductRates />
  </Edit>
);

// A new product starts open, with a share-of-principal penalty; finance fills in the figures.
const emptyProduct = { terms: { kind: 'custody', penalty: { kind: 'principal-share' }, enabled: true } };

export const EarnProductCreatePage = () => (
  <Create
    transform={(form: Parameters<typeof earnProductChange>[0] & { id: string }) => ({ ...earnProductChange(form), id: form.id })}
    redirect="edit"
    title="app.earn_products.title"
    record={emptyProduct}
  >
    <EarnProductForm creating />
  </Create>
);

export const EarnProductShowPage = () => (
  <Show title="app.earn_products.title">
    <SimpleShowLayout>
      <TextField source="id" />
      <TextField source="terms.kind" />
      <NumberField source="terms.minVipLevel" />
      <NumberField source="terms.cycleDays" />
      <TextField source="terms.minAmount" />
      <TextField source="terms.maxAmount" />
      <TextField source="terms.dailyRateMin" />
      <TextField source="terms.dailyRateMax" />
      <TextField source="terms.penalty.kind" />
      <TextField source="terms.penalty.rate" />
      <BooleanField source="terms.enabled" />
      <LocaleDateField source="changedAt" emptyText="-" />
      <TextField source="reason" emptyText="-" />
      <EarnProductRates />
    </SimpleShowLayout>
  </Show>
);
