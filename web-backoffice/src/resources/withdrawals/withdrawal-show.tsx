import { TextField, useRecordContext } from 'react-admin';
import { AmountField } from '../../shared/review/funding-fields';
import { DecisionPanel } from '../../shared/review/decision-panel';
import type { Withdrawal } from '../../shared/review/funding-record';
import { FundingReviewShow } from '../../shared/review/funding-review-show';
import { DualApprovalHint, WithdrawalApprovals } from './withdrawal-approvals';
import { SecurityHoldNotice, useExplainHoldRefusal, useHoldRunning } from './withdrawal-hold';
import { DestinationDetails, WithdrawalMethodField } from './withdrawal-fields';
import { LabeledField } from '../../shared/labeled-field';

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

export const WithdrawalShow = () => (
  <FundingReviewShow
    messages="app.withdrawals"
    notice={<SecurityHoldNotice />}
    below={
      <>
        <WithdrawalApprovals />
        <WithdrawalDecision />
      </>
    }
  >
    <LabeledField source="method" field={WithdrawalMethodField} />
    <TextField source="coin" />
    <TextField source="chain" emptyText="-" />
    <AmountField source="amount" />
    <AmountField source="fee" />
    <AmountField source="receive" />
    <LabeledField source="destination" field={DestinationDetails} />
  </FundingReviewShow>
);
