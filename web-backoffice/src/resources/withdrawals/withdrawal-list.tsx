import { DataTable } from 'react-admin';
import { AmountField, CustomerAccountCell } from '../../shared/review/funding-fields';
import { WITHDRAWAL_STATUSES } from '../../shared/review/funding-record';
import { FundingQueue } from '../../shared/review/funding-queue';
import { ReviewStatusField } from '../../shared/review/review-status-field';
import { WaitingSinceField } from '../../shared/waiting-since-field';
import { DestinationCell, WithdrawalMethodField } from './withdrawal-fields';

// The review queue: oldest pending first. "Awaiting second approval" (approving) is its own status.
// The API filters on status and customer only (docs/api.md).
export const WithdrawalList = () => (
  <FundingQueue statuses={WITHDRAWAL_STATUSES} emptyMessage="app.withdrawals.empty">
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
  </FundingQueue>
);
