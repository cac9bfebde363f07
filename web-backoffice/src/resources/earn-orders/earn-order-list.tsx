import { Alert } from '@mui/material';
import { useEffect, useState } from 'react';
import { DataTable, List, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { EmptyListMessage } from '../../shared/empty-list-message';
import { LocaleDateField } from '../../shared/locale-date-field';
import { AmountField } from '../../shared/review/funding-fields';
import { customerFilter } from '../../shared/review/funding-filters';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import { CustomerNameField } from '../../shared/customers/customer-name-field';
import { EARN_STATUSES, type EarnLiabilities, type EarnOrder } from './earn-order-record';

// `label` is for the show layout, which labels a field that has one.
export const EarnStatusField = (_props: { label?: string }) => {
  const record = useRecordContext<EarnOrder>();
  const translate = useTranslate();
  return record ? <span data-testid="earn-staff-status">{translate(`app.earn.status.${record.status}`)}</span> : null;
};

/** What the platform has promised: principal held for live orders, the most their yields can still cost, what was paid. */
const Liabilities = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [figures, setFigures] = useState<EarnLiabilities | null>(null);
  useEffect(() => {
    void dataProvider.earnLiabilities<EarnLiabilities>().then(({ data }) => setFigures(data));
  }, [dataProvider]);
  if (!figures) return null;
  return (
    <Alert severity="info" sx={{ mb: 1 }} data-testid="earn-liabilities">
      {translate('app.earn.liabilities', {
        orders: figures.ordersInCustody,
        principal: figures.principalInCustody,
        owed: figures.yieldsToMaturityAtMost,
        paid: figures.yieldsPaid,
      })}
    </Alert>
  );
};

const filters = [
  <SelectInput key="status" source="status" alwaysOn choices={EARN_STATUSES.map((id) => ({ id, name: `app.earn.status.${id}` }))} />,
  customerFilter(),
];
const none = <EmptyListMessage messageKey="app.earn.empty" />;

// Every custody order; filtered to "redeeming" it is the redemption queue, oldest request first.
export const EarnOrderList = () => (
  <List filters={filters} sort={{ field: 'placedAt', order: 'DESC' }} empty={none} actions={<Liabilities />}>
    <DataTable rowClick="show" bulkActionButtons={false} empty={none}>
      <DataTable.Col source="placedAt" field={LocaleDateField} />
      <DataTable.Col source="customerId" field={CustomerNameField} disableSort />
      <DataTable.Col source="productId" disableSort />
      <DataTable.Col source="amount" field={AmountField} disableSort />
      <DataTable.Col source="earned" field={AmountField} disableSort />
      <DataTable.Col source="status" field={EarnStatusField} disableSort />
      <DataTable.Col source="redemptionRequestedAt" field={LocaleDateField} disableSort />
    </DataTable>
  </List>
);
