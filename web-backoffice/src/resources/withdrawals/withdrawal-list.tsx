import { DataTable } from 'react-admin';
import { RecordList } from '../../shared/record-list';
import { AmountField, CustomerAccountCell } from '../../shared/review/funding-fields';
import { PENDING_FIRST, fundingFilters } from '../../shared/review/funding-filters';
import { WITHDRAWAL_STATUSES } from '../../shared/review/funding-record';
import { ReviewStatusField } from '../../shared/review/review-status-field';
import { WaitingSinceField } from '../../shared/waiting-since-field';
import { DestinationCell, WithdrawalMethodField } from './withdrawal-fields';

// The API filters on status and customer only (docs/api.md).
const withdrawalFilters = fundingFilters(WITHDRAWAL_STATUSES);

// The review queue: oldest pending first. "Awaiting second approval" (approving) is its own status.
export const WithdrawalList = () => (
  <RecordList
    filters={withdrawalFilters}
    filterDefaultValues={{ status: 'pending' }}
    sort={PENDING_FIRST}
    emptyMessage="app.withdrawals.empty"
    rowClick="show"
  >
    <DataTable.Col source="created_at" field={WaitingSinceField} />
    <DataTable.Col source="method" field={WithdrawalMethodField} />
    <DataTable.Col source="customer" field={CustomerAccountCell} disableSort />
    <DataTable.Col source="coin" />
    <DataTable.Col source="chain" />
    <DataTable.Col source="amount" field={AmountField} />
    <DataTable.Col source="fee" field={AmountField} disableSort />
    <DataTable.Col source="receive" field={AmountField} disableSort />
    <DataTable.Col source="destination" field={DestinationCell} disableSort />
    <DataTable.Col source="status" field={ReviewStatusField} />
  </RecordList>
);
