import { DataTable, List } from 'react-admin';
import { EmptyListMessage } from '../../shared/empty-list-message';
import { AmountField, CustomerAccountCell, ShortCodeField } from '../../shared/review/funding-fields';
import { PENDING_FIRST, fundingFilters } from '../../shared/review/funding-filters';
import { DEPOSIT_STATUSES } from '../../shared/review/funding-record';
import { ReviewStatusField } from '../../shared/review/review-status-field';
import { WaitingSinceField } from '../../shared/waiting-since-field';

const depositFilters = fundingFilters(DEPOSIT_STATUSES);
const noDeposit = <EmptyListMessage messageKey="app.deposits.empty" />;

// The review queue: the deposit that has waited longest comes first.
export const DepositList = () => (
  <List
    filters={depositFilters}
    filterDefaultValues={{ status: 'pending' }}
    sort={PENDING_FIRST}
    empty={noDeposit}
  >
    <DataTable rowClick="show" bulkActionButtons={false} empty={noDeposit}>
      <DataTable.Col source="created_at" field={WaitingSinceField} />
      <DataTable.Col source="customer" field={CustomerAccountCell} disableSort />
      <DataTable.Col source="coin" />
      <DataTable.Col source="chain" />
      <DataTable.Col source="amount" field={AmountField} />
      <DataTable.Col source="tx_hash" field={ShortCodeField} disableSort />
      <DataTable.Col source="status" field={ReviewStatusField} />
    </DataTable>
  </List>
);
