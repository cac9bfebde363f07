import type { AppDataProvider } from '../../providers/data-provider';
import { DataTable } from 'react-admin';
import { RecordList } from '../../shared/record-list';
import { LocaleDateField } from '../../shared/locale-date-field';
import { AmountField } from '../../shared/review/funding-fields';
import { customerFilter } from '../../shared/review/funding-filters';
import { ListSummary } from '../../shared/list-summary';
import { CustomerNameField } from '../../shared/customers/customer-name-field';
import { EARN_STATUSES, type EarnLiabilities } from './earn-order-record';
import { TranslatedField } from '../../shared/translated-field';
import { codeFilter } from '../../shared/code-filter';

// `label` is for the show layout, which labels a field that has one.
export const EarnStatusField = (_props: { label?: string }) => (
  <TranslatedField source="status" messages="app.earn.status" testId="earn-staff-status" />
);

/** What the platform has promised: principal held for live orders, the most their yields can still cost, what was paid. */
const loadLiabilities = (dataProvider: AppDataProvider) => dataProvider.earnLiabilities<EarnLiabilities>();
const liabilityFigures = (figures: EarnLiabilities) => ({
  orders: figures.ordersInCustody,
  principal: figures.principalInCustody,
  owed: figures.yieldsToMaturityAtMost,
  paid: figures.yieldsPaid,
});
const liabilities = <ListSummary load={loadLiabilities} message="app.earn.liabilities" testId="earn-liabilities" args={liabilityFigures} />;

const filters = [codeFilter('status', EARN_STATUSES, 'app.earn.status'), customerFilter()];

// Every custody order; filtered to "redeeming" it is the redemption queue, oldest request first.
export const EarnOrderList = () => (
  <RecordList
    filters={filters}
    sort={{ field: 'placedAt', order: 'DESC' }}
    actions={liabilities}
    emptyMessage="app.earn.empty"
    rowClick="show"
  >
    <DataTable.Col source="placedAt" field={LocaleDateField} />
    <DataTable.Col source="customerId" field={CustomerNameField} disableSort />
    <DataTable.Col source="productId" disableSort />
    <DataTable.Col source="amount" field={AmountField} disableSort />
    <DataTable.Col source="earned" field={AmountField} disableSort />
    <DataTable.Col source="status" field={EarnStatusField} disableSort />
    <DataTable.Col source="redemptionRequestedAt" field={LocaleDateField} disableSort />
  </RecordList>
);
