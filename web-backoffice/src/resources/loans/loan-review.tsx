import { useRecordContext } from 'react-admin';
import type { LoanDecision } from '../../providers/data-provider';
import { PairedDecision } from '../../shared/paired-decision';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import type { Loan } from './loan-record';

/**
 * A pair of finance decisions on a loan: the first confirmed, the second with the reason the customer
 * reads. Each decision names its messages under `app.loans.<decision>` (label, title, text, notice).
 */
type LoanDecisionsProps = {
  approve: LoanDecision;
  reject: LoanDecision;
  applies: (loan: Loan) => boolean;
  amountOf: (loan: Loan) => string;
};

const LoanDecisions = ({ approve, reject, applies, amountOf }: LoanDecisionsProps) => {
  const record = useRecordContext<Loan>();
  const dataProvider = useAppDataProvider();
  if (!record || !applies(record)) return null;
  return (
    <PairedDecision<LoanDecision>
      resource="loans"
      messages="app.loans"
      confirmed={approve}
      withReason={reject}
      messageArgs={{ amount: amountOf(record) }}
      testId="loan"
      decide={(decision, body) => dataProvider.loanDecision(record.id, decision, body)}
    />
  );
};

/** Disburse a pending loan from the loan book (confirmed), or reject it with the reason the customer reads. */
export const LoanReview = () => (
  <LoanDecisions approve="disburse" reject="reject" applies={(loan) => loan.status === 'pending'} amountOf={(loan) => loan.amount} />
);

/** A repayment made by bank transfer: approved, the loan is repaid from the treasury; rejected, the customer reads why. */
export const RepaymentProofReview = () => (
  <LoanDecisions
    approve="approve-repayment"
    reject="reject-repayment"
    applies={(loan) => loan.pendingVia === 'proof'}
    amountOf={(loan) => loan.pendingRepayment ?? '0'}
  />
);
