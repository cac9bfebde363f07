import {
  ACCOUNTS_SOURCE,
  LoanFundsEvents,
  parseLoanRepaymentAnsweredV1,
  parseProductFundsAnswerV1,
  ProductFundsEvents,
  type ProductFundsAnswerV1,
} from '@meridian/contracts';
import type { Subscription } from '@meridian/messaging';
import type { LoanCommands } from '../loans/loan-commands';
import { LOAN_REPAYMENT_PREFIX } from '../loans/loan.messages';

/**
 * The funding wallet's answer to a repayment from the wallet (docs/architecture.md, "Holding money for
 * a product"): settled, the loan is repaid; refused, the repayment failed for want of balance. Other
 * answers about a loan (its disbursement paid out, a repayment by bank transfer, already repaid when it
 * was asked) need nothing here.
 */
async function answerRepayment(loans: LoanCommands, type: string, answer: ProductFundsAnswerV1): Promise<void> {
  if (answer.kind !== 'loan' || answer.step !== 'payment' || answer.payer !== 'wallet' || !answer.stepId.startsWith(LOAN_REPAYMENT_PREFIX)) return;
  const repaymentId = answer.stepId.slice(LOAN_REPAYMENT_PREFIX.length);
  const options = { metadata: { customerId: answer.customerId }, now: new Date(answer.at) };
  if (type === ProductFundsEvents.settled) await loans.execute(answer.referenceId, { type: 'SettleLoanRepayment', data: { repaymentId } }, options);
  else if (type === ProductFundsEvents.refused)
    await loans.execute(answer.referenceId, { type: 'FailLoanRepayment', data: { repaymentId, reason: answer.reason ?? 'loans.insufficientBalance' } }, options);
}

/** The answers' subscriptions: the product funds contract's, and the one that reads the answers sent before it (accepted for one version). */
export function repaymentAnswerSubscriptions(loans: LoanCommands): Subscription[] {
  return [
    {
      consumer: 'lending.product-funds-answers',
      sources: [ACCOUNTS_SOURCE],
      types: [ProductFundsEvents.settled, ProductFundsEvents.refused],
      handle: (event) => answerRepayment(loans, event.type, parseProductFundsAnswerV1(event.type, event.data)),
    },
    {
      consumer: 'lending.repayment-answers',
      sources: [ACCOUNTS_SOURCE],
      types: [LoanFundsEvents.repaymentTaken, LoanFundsEvents.repaymentRefused],
      handle: async (event) => {
        const { loanId, customerId, entryId, reason, at } = parseLoanRepaymentAnsweredV1(event.type, event.data);
        const type = event.type === LoanFundsEvents.repaymentTaken ? ProductFundsEvents.settled : ProductFundsEvents.refused;
        await answerRepayment(loans, type, { step: 'payment', kind: 'loan', referenceId: loanId, customerId, stepId: entryId, reason, payer: 'wallet', at });
      },
    },
  ];
}
