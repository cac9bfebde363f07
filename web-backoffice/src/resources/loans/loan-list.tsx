import { Alert } from '@mui/material';
import { useEffect, useState } from 'react';
import { DataTable, List, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { EmptyListMessage } from '../../shared/empty-list-message';
import { LocaleDateField } from '../../shared/locale-date-field';
import { AmountField } from '../../shared/review/funding-fields';
import { customerFilter } from '../../shared/review/funding-filters';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import { WaitingSinceField } from '../../shared/waiting-since-field';
import { CustomerNameField } from '../../shared/customers/customer-name-field';
import { CreditRequests } from './credit-requests';
import { loanProductLabel } from './loan-product';
import { LOAN_STATUSES, type Loan, type LoanBook } from './loan-record';

// `label` is for the show layout, which labels a field that has one.
export const LoanStatusField = (_props: { label?: string }) => {
  const record = useRecordContext<Loan>();
  const translate = useTranslate();
  return record ? <span data-testid="loan-staff-status">{translate(`app.loans.status.${record.status}`)}</span> : null;
};

/** The loan book above the list: what customers owe it now, lent and repaid in all. */
const Book = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [book, setBook] = useState<LoanBook | null>(null);
  useEffect(() => {
    void dataProvider.loanBook<LoanBook>().then(({ data }) => setBook(data));
  }, [dataProvider]);
  if (!book) return null;
  return (
    <Alert severity="info" sx={{ mb: 1 }} data-testid="loan-book">
      {translate('app.loans.book', {
        loans: book.loansOutstanding,
        principal: book.principalOutstanding,
        interest: book.interestOwed,
        fees: book.lateFeesOwed,
        lent: book.lent,
        repaid: book.repaid,
      })}
    </Alert>
  );
};

const filters = [
  <SelectInput key="status" source="status" alwaysOn choices={LOAN_STATUSES.map((id) => ({ id, name: `app.loans.status.${id}` }))} />,
  <SelectInput key="pendingVia" source="pendingVia" choices={[{ id: 'proof', name: 'app.loans.proof_waiting' }]} />,
  customerFilter(),
];
const none = <EmptyListMessage messageKey="app.loans.empty" />;

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
    <List filters={filters} filterDefaultValues={{ status: 'pending' }} sort={{ field: 'appliedAt', order: 'ASC' }} empty={none} actions={<Book />}>
      <DataTable rowClick="show" bulkActionButtons={false} empty={none}>
        <DataTable.Col source="appliedAt" field={WaitingSinceField} />
        <DataTable.Col source="customerId" field={CustomerNameField} disableSort />
        <DataTable.Col source="productId" field={LoanProductField} disableSort />
        <DataTable.Col source="amount" field={AmountField} disableSort />
        <DataTable.Col source="owed" field={AmountField} disableSort />
        <DataTable.Col source="status" field={LoanStatusField} disableSort />
        <DataTable.Col source="dueAt" field={LocaleDateField} disableSort />
      </DataTable>
    </List>
  </>
);
