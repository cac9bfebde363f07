import { Alert } from '@mui/material';
import { ArrayField, DataTable, Show, SimpleShowLayout, TextField as RaTextField, useRecordContext, useTranslate } from 'react-admin';
import type { Decision } from '../../providers/data-provider';
import { LocaleDateField } from '../../shared/locale-date-field';
import { approvalMessages, PairedDecision } from '../../shared/paired-decision';
import { AmountField } from '../../shared/review/funding-fields';
import { CustomerNameField } from '../../shared/customers/customer-name-field';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import type { EarnOrder } from './earn-order-record';
import { EarnStatusField } from './earn-order-list';

/** Approve a redemption at the quoted penalty (confirmed) or reject it with the reason the customer reads. */
const RedemptionReview = () => {
  const record = useRecordContext<EarnOrder>();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  if (!record || record.status !== 'redeeming') return null;
  const amounts = { penalty: record.penalty ?? '-', amount: record.amount };
  return (
    <PairedDecision<Decision>
      resource="earn-orders"
      messages="app.earn"
      confirmed="approve"
      withReason="reject"
      messageOf={approvalMessages('app.earn')}
      messageArgs={amounts}
      testId="earn"
      decide={(decision, body) => dataProvider.earnRedemptionDecision(record.id, decision, body)}
      banner={<Alert severity="warning">{translate('app.earn.redemption_asked', amounts)}</Alert>}
    />
  );
};

// One order with its frozen terms, its daily yields and, when a redemption waits, the decision.
export const EarnOrderShow = () => (
  <Show title="app.earn.order_title">
    <SimpleShowLayout>
      <RedemptionReview />
      <EarnStatusField label="resources.earn-orders.fields.status" />
      <CustomerNameField source="customerId" />
      <RaTextField source="productId" />
      <AmountField source="amount" />
      <AmountField source="earned" />
      <AmountField source="penalty" />
      <RaTextField source="reason" emptyText="-" />
      <LocaleDateField source="valueDate" />
      <LocaleDateField source="maturesAt" />
      <ArrayField source="yields">
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="day" />
          <DataTable.Col source="rate" />
          <DataTable.Col source="amount" field={AmountField} label="resources.earn-orders.fields.earned" />
          <DataTable.Col source="paidAt" field={LocaleDateField} />
        </DataTable>
      </ArrayField>
    </SimpleShowLayout>
  </Show>
);
