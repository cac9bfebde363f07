import { DataTable } from 'react-admin';
import { RecordList } from '../../shared/record-list';
import { LocaleDateField } from '../../shared/locale-date-field';
import { customerFilter } from '../../shared/review/funding-filters';
import { SpotCustomerField } from '../../shared/spot/spot-fields';
import { KYC_STATUSES, KYC_TIERS } from './kyc-record';
import { TranslatedField } from '../../shared/translated-field';
import { codeFilter } from '../../shared/code-filter';

export const KycTierField = () => <TranslatedField source="tier" messages="app.kyc.tier" />;

export const KycStatusField = () => <TranslatedField source="status" messages="app.kyc.status" testId="kyc-status" />;

const filters = [codeFilter('status', KYC_STATUSES, 'app.kyc.status'), codeFilter('tier', KYC_TIERS, 'app.kyc.tier'), customerFilter()];

// Compliance's queue: under review and oldest first, unless a filter says otherwise.
export const KycList = () => (
  <RecordList
    filters={filters}
    filterDefaultValues={{ status: 'under_review' }}
    sort={{ field: 'submittedAt', order: 'ASC' }}
    emptyMessage="app.kyc.empty"
    rowClick="show"
  >
    <DataTable.Col source="submittedAt" field={LocaleDateField} />
    <DataTable.Col source="account" field={SpotCustomerField} disableSort />
    <DataTable.Col source="tier" field={KycTierField} disableSort />
    <DataTable.Col source="status" field={KycStatusField} disableSort />
    <DataTable.Col source="reviewedAt" field={LocaleDateField} disableSort />
  </RecordList>
);
