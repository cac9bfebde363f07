import { DataTable, List } from 'react-admin';
import { EmptyListMessage } from '../../shared/empty-list-message';
import { AmountField, CustomerAccountCell } from '../../shared/review/funding-fields';
import { PENDING_FIRST, fundingFilters } from '../../shared/review/funding-filters';
import { WITHDRAWAL_STATUSES } from '../../shared/review/funding-record';
import { ReviewStatusField } from '../../shared/review/review-status-field';
import { WaitingSinceField } from '../../shared/waiting-since-field';
import { DestinationCell, WithdrawalMethodField } from './withdrawal-fields';

// The API filters on status and customer only (docs/api.md).
const withdrawalFilters = fundingFilters(WITHDRAWAL_STATUSES);
const noWithdrawal = <EmptyListMessage messageKey="app.withdrawals.empty" />;

// The review queue: oldest pending first. "Awaiting second approval" (approving) is its own status.
export const WithdrawalList = () => (
  <List
    filters={withdrawalFilters}
    filterDefaultValues={{ status: 'pending' }}
    sort={PENDING_FIRST}
    empty={noWithdrawal}
  >
    <DataTable rowClick="show" bulkActionButtons={false} empty={noWithdrawal}>
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
    </DataTable>
  </List>
);
