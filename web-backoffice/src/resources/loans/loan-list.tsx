import type { AppDataProvider } from '../../providers/data-provider';
import { DataTable, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { RecordList } from '../../shared/record-list';
import { LocaleDateField } from '../../shared/locale-date-field';
import { AmountField } from '../../shared/review/funding-fields';
import { customerFilter } from '../../shared/review/funding-filters';
import { ListSummary } from '../../shared/list-summary';
import { WaitingSinceField } from '../../shared/waiting-since-field';
import { CustomerNameField } from '../../shared/customers/customer-name-field';
import { CreditRequests } from './credit-requests';
import { loanProductLabel } from './loan-product';
import { LOAN_STATUSES, type Loan, type LoanBook } from './loan-record';
import { TranslatedField } from '../../shared/translated-field';
import { codeFilter } from '../../shared/code-filter';

// `label` is for the show layout, which labels a field that has one.
export const LoanStatusField = (_props: { label?: string }) => (
  <TranslatedField source="status" messages="app.loans.status" testId="loan-staff-status" />
);

/** The loan book above the list: what customers owe it now, lent and repaid in all. */
const loadBook = (dataProvider: AppDataProvider) => dataProvider.loanBook<LoanBook>();
const bookFigures = (book: LoanBook) => ({
  loans: book.loansOutstanding,
  principal: book.principalOutstanding,
  interest: book.interestOwed,
  fees: book.lateFeesOwed,
  lent: book.lent,
  repaid: book.repaid,
});
const book = <ListSummary load={loadBook} message="app.loans.book" testId="loan-book" args={bookFigures} />;

const filters = [
  codeFilter('status', LOAN_STATUSES, 'app.loans.status'),
  <SelectInput key="pendingVia" source="pendingVia" choices={[{ id: 'proof', name: 'app.loans.proof_waiting' }]} />,
  customerFilter(),
];

export const LoanProductField = (_props: { label?: string }) => {
  const record = useRecordContext<Loan>();
  const translate = useTranslate();
  return record ? <span title={record.productId}>{loanProductLabel(record.productId, translate)}</span> : null;
};

// Every loan; opened on "not reviewed" (pending), the review queue, oldest first; credit
// evaluations customers asked for wait above it.
export const LoanList = () => (
  <>
    <CreditRequests />
    <RecordList
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'appliedAt', order: 'ASC' }}
      actions={book}
      emptyMessage="app.loans.empty"
      rowClick="show"
    >
      <DataTable.Col source="appliedAt" field={WaitingSinceField} />
      <DataTable.Col source="customerId" field={CustomerNameField} disableSort />
      <DataTable.Col source="productId" field={LoanProductField} disableSort />
      <DataTable.Col source="amount" field={AmountField} disableSort />
      <DataTable.Col source="owed" field={AmountField} disableSort />
      <DataTable.Col source="status" field={LoanStatusField} disableSort />
      <DataTable.Col source="dueAt" field={LocaleDateField} disableSort />
    </RecordList>
  </>
);
