import { ArrayField, DataTable, Labeled, Link, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import { CustomerNameField } from '../../shared/customers/customer-name-field';
import { LocaleDateField } from '../../shared/locale-date-field';
import type { ReferralTree } from './referral-record';
import { LabeledField } from '../../shared/labeled-field';

/** The customer's ancestors, nearest first, each a link to its own tree. */
const Ancestors = () => {
  const tree = useRecordContext<ReferralTree>();
  const translate = useTranslate();
  if (!tree) return null;
  if (tree.ancestors.length === 0) return <span>{translate('engagement.referral.tree.no_inviter')}</span>;
  return (
    <ol data-testid="referral-ancestors" style={{ margin: 0, paddingInlineStart: 20 }}>
      {tree.ancestors.map((id) => (
        <li key={id}>
          <Link to={`/referral-trees/${id}/show`}>{id}</Link>
        </li>
      ))}
    </ol>
  );
};

// A customer's place in the referral tree: who invited them, everyone below up to 4 levels, and what each earned them.
export const ReferralTreeShow = () => (
  <Show title="engagement.referral.tree.title">
    <SimpleShowLayout>
      <Labeled label="engagement.referral.tree.customer">
        <CustomerNameField source="id" label="engagement.referral.tree.customer" />
      </Labeled>
      <TextField source="totalEarnings" label="engagement.referral.tree.total" />
      <LabeledField label="engagement.referral.tree.ancestors" field={Ancestors} />
      <ArrayField source="descendants" label="engagement.referral.tree.descendants">
        <DataTable
          bulkActionButtons={false}
          rowClick={(_id, _resource, record) => `/referral-trees/${(record as { customerId: string }).customerId}/show`}
        >
          <DataTable.Col source="level" label="engagement.referral.fields.level" disableSort />
          <DataTable.Col source="customerId" label="engagement.referral.tree.customer" disableSort field={CustomerNameField} />
          <DataTable.Col source="registeredAt" label="engagement.referral.tree.registered_at" disableSort field={LocaleDateField} />
          <DataTable.Col source="earned" label="engagement.referral.tree.earned" disableSort />
        </DataTable>
      </ArrayField>
    </SimpleShowLayout>
  </Show>
);
