import { Show, SimpleShowLayout, TextField as RaTextField, useRecordContext } from 'react-admin';
import { DailyAccrualsField } from '../../shared/daily-accruals-field';
import { LocaleDateField } from '../../shared/locale-date-field';
import { ApproveOrReject } from '../../shared/paired-decision';
import { AmountField } from '../../shared/review/funding-fields';
import { CustomerNameField } from '../../shared/customers/customer-name-field';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import type { EarnOrder } from './earn-order-record';
import { EarnStatusField } from './earn-order-list';

/** Approve a redemption at the quoted penalty (confirmed) or reject it with the reason the customer reads. */
const RedemptionReview = () => {
  const record = useRecordContext<EarnOrder>();
  const dataProvider = useAppDataProvider();
  if (!record || record.status !== 'redeeming') return null;
  return (
    <ApproveOrReject
      resource="earn-orders"
      messages="app.earn"
      messageArgs={{ penalty: record.penalty ?? '-', amount: record.amount }}
      testId="earn"
      decide={(decision, body) => dataProvider.earnRedemptionDecision(record.id, decision, body)}
      question="app.earn.redemption_asked"
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
      <DailyAccrualsField source="yields" amountLabel="resources.earn-orders.fields.earned" bookedAt="paidAt" />
    </SimpleShowLayout>
  </Show>
);
