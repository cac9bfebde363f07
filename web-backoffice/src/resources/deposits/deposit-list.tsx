import { DataTable } from 'react-admin';
import { AmountField, CustomerAccountCell, ShortCodeField } from '../../shared/review/funding-fields';
import { DEPOSIT_STATUSES } from '../../shared/review/funding-record';
import { FundingQueue } from '../../shared/review/funding-queue';
import { ReviewStatusField } from '../../shared/review/review-status-field';
import { WaitingSinceField } from '../../shared/waiting-since-field';

// The review queue: the deposit that has waited longest comes first.
export const DepositList = () => (
  <FundingQueue statuses={DEPOSIT_STATUSES} emptyMessage="app.deposits.empty">
    <DataTable.Col source="created_at" field={WaitingSinceField} />
    <DataTable.Col source="customer" field={CustomerAccountCell} disableSort />
    <DataTable.Col source="coin" />
    <DataTable.Col source="chain" />
    <DataTable.Col source="amount" field={AmountField} />
    <DataTable.Col source="tx_hash" field={ShortCodeField} disableSort />
    <DataTable.Col source="status" field={ReviewStatusField} />
  </FundingQueue>
);
