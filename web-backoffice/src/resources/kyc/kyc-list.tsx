import { DataTable, List, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { EmptyListMessage } from '../../shared/empty-list-message';
import { LocaleDateField } from '../../shared/locale-date-field';
import { customerFilter } from '../../shared/review/funding-filters';
import { SpotCustomerField } from '../../shared/spot/spot-fields';
import { KYC_STATUSES, KYC_TIERS, type KycSubmission } from './kyc-record';

export const KycTierField = () => {
  const record = useRecordContext<KycSubmission>();
  const translate = useTranslate();
  return record ? <span>{translate(`app.kyc.tier.${record.tier}`)}</span> : null;
};

export const KycStatusField = () => {
  const record = useRecordContext<KycSubmission>();
  const translate = useTranslate();
  return record ? <span data-testid="kyc-status">{translate(`app.kyc.status.${record.status}`)}</span> : null;
};

const filters = [
  <SelectInput key="status" source="status" alwaysOn choices={KYC_STATUSES.map((id) => ({ id, name: `app.kyc.status.${id}` }))} />,
  <SelectInput key="tier" source="tier" alwaysOn choices={KYC_TIERS.map((id) => ({ id, name: `app.kyc.tier.${id}` }))} />,
  customerFilter(),
];
const none = <EmptyListMessage messageKey="app.kyc.empty" />;

// Compliance's queue: under review and oldest first, unless a filter says otherwise.
export const KycList = () => (
  <List filters={filters} filterDefaultValues={{ status: 'under_review' }} sort={{ field: 'submittedAt', order: 'ASC' }} empty={none}>
    <DataTable rowClick="show" bulkActionButtons={false} empty={none}>
      <DataTable.Col source="submittedAt" field={LocaleDateField} />
      <DataTable.Col source="account" field={SpotCustomerField} disableSort />
      <DataTable.Col source="tier" field={KycTierField} disableSort />
      <DataTable.Col source="status" field={KycStatusField} disableSort />
      <DataTable.Col source="reviewedAt" field={LocaleDateField} disableSort />
    </DataTable>
  </List>
);
