import { TextField } from 'react-admin';
import { AmountField, CodeField } from '../../shared/review/funding-fields';
import { DecisionPanel } from '../../shared/review/decision-panel';
import { FundingReviewShow } from '../../shared/review/funding-review-show';
import { DepositApprovals } from './deposit-approvals';
import { DepositProof } from './deposit-proof';

// The deposit and its proof on the left, the customer's context on the right, the decision below.
export const DepositShow = () => (
  <FundingReviewShow
    messages="app.deposits"
    below={
      <>
        <DepositProof />
        <DepositApprovals />
        <DecisionPanel resource="deposits" messages="app.deposits" />
      </>
    }
  >
    <TextField source="coin" />
    <TextField source="chain" emptyText="-" />
    <AmountField source="amount" />
    <CodeField source="tx_hash" />
    <TextField source="remark" emptyText="-" />
  </FundingReviewShow>
);
