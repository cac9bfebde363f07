import { Box } from '@mui/material';
import { Labeled, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate, WithRecord } from 'react-admin';
import { CustomerContext } from '../../shared/customers/customer-context';
import { AmountField, CustomerAccountCell } from '../../shared/review/funding-fields';
import { DecisionPanel } from '../../shared/review/decision-panel';
import { customerAccountOf, customerIdOf, type Withdrawal } from '../../shared/review/funding-record';
import { ReviewStatusField } from '../../shared/review/review-status-field';
import { useShowQueryOptions } from '../../shared/use-show-query-options';
import { WaitingSinceField } from '../../shared/waiting-since-field';
import { DualApprovalHint, WithdrawalApprovals } from './withdrawal-approvals';
import { SecurityHoldNotice, useExplainHoldRefusal, useHoldRunning } from './withdrawal-hold';
import { DestinationDetails, WithdrawalMethodField } from './withdrawal-fields';

const WithdrawalTitle = () => {
  const withdrawal = useRecordContext<Withdrawal>();
  const translate = useTranslate();
  if (!withdrawal) return null;
  return (
    <>
      {translate('app.withdrawals.title', {
        amount: withdrawal.amount,
        coin: withdrawal.coin,
        customer: customerAccountOf(withdrawal),
      })}
    </>
  );
};

/** The decision, with approval disabled until a security hold ends and a refusal during it explained. */
const WithdrawalDecision = () => {
  const withdrawal = useRecordContext<Withdrawal>();
  const held = useHoldRunning(withdrawal?.review_hold_until);
  const explainRefusal = useExplainHoldRefusal();
  return (
    <DecisionPanel
      resource="withdrawals"
      messages="app.withdrawals"
      approveDisabled={held}
      explainRefusal={explainRefusal}
      hint={<DualApprovalHint />}
    />
  );
};

export const WithdrawalShow = () => {
  const queryOptions = useShowQueryOptions();
  return (
    <Show queryOptions={queryOptions} title={<WithdrawalTitle />}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, gap: 2, alignItems: 'start' }}>
        <Box>
          <SecurityHoldNotice />
          <SimpleShowLayout>
            <TextField source="id" />
            <Labeled source="created_at">
              <WaitingSinceField />
            </Labeled>
            <Labeled source="customer">
              <CustomerAccountCell />
            </Labeled>
            <Labeled source="method">
              <WithdrawalMethodField />
            </Labeled>
            <TextField source="coin" />
            <TextField source="chain" emptyText="-" />
            <Labeled source="amount">
              <AmountField source="amount" />
            </Labeled>
            <Labeled source="fee">
              <AmountField source="fee" />
            </Labeled>
            <Labeled source="receive">
              <AmountField source="receive" />
            </Labeled>
            <Labeled source="destination">
              <DestinationDetails />
            </Labeled>
            <Labeled source="status">
              <ReviewStatusField />
            </Labeled>
          </SimpleShowLayout>
          <WithdrawalApprovals />
          <WithdrawalDecision />
        </Box>
        <Box sx={{ p: 2 }}>
          <WithRecord<Withdrawal>
            render={(withdrawal) => (
              <CustomerContext customerId={customerIdOf(withdrawal)} account={customerAccountOf(withdrawal)} />
            )}
          />
        </Box>
      </Box>
    </Show>
  );
};
