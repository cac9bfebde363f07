import { DataTable } from 'react-admin';
import { RecordList } from '../../shared/record-list';
import { AmountField, CustomerAccountCell, ShortCodeField } from '../../shared/review/funding-fields';
import { PENDING_FIRST, fundingFilters } from '../../shared/review/funding-filters';
import { DEPOSIT_STATUSES } from '../../shared/review/funding-record';
import { ReviewStatusField } from '../../shared/review/review-status-field';
import { WaitingSinceField } from '../../shared/waiting-since-field';

const depositFilters = fundingFilters(DEPOSIT_STATUSES);

// The review queue: the deposit that has waited longest comes first.
export const DepositList = () => (
  <RecordList
    filters={depositFilters}
    filterDefaultValues={{ status: 'pending' }}
    sort={PENDING_FIRST}
    emptyMessage="app.deposits.empty"
    rowClick="show"
  >
    <DataTable.Col source="created_at" field={WaitingSinceField} />
    <DataTable.Col source="customer" field={CustomerAccountCell} disableSort />
    <DataTable.Col source="coin" />
    <DataTable.Col source="chain" />
    <DataTable.Col source="amount" field={AmountField} />
    <DataTable.Col source="tx_hash" field={ShortCodeField} disableSort />
    <DataTable.Col source="status" field={ReviewStatusField} />
  </RecordList>
);
