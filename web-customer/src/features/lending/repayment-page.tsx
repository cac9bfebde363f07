import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useConfirmedSubmission } from '../../shared/form/use-confirmed-submission';
import { compareDecimal, isDecimal } from '../../shared/decimal/decimal';
import { useFormat } from '../../shared/format/use-format';
import { Button, SubmitButton } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { DecimalField } from '../../shared/ui/decimal-field';
import { EmptyState } from '../../shared/ui/empty-state';
import { ImageField } from '../../shared/ui/image-field';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { SummaryList } from '../../shared/ui/summary-list';
import { Tabs } from '../../shared/ui/tabs';
import { useLoanQuery, useRepayLoanMutation, useWithdrawLoanMutation } from './lending.api';
import { LoanStatusBadge } from './loan-status-badge';
import { useCheckedValue } from '../../shared/form/use-checked-value';

const LIVE = ['disbursed', 'repaying', 'overdue'];
type Method = 'wallet' | 'proof';

// /repaymentNew?loan=<id>: one loan's figures (the specification's), its repayment and, while pending, its withdrawal.
export const RepaymentPage = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const [search] = useSearchParams();
  const id = search.get('loan') ?? '';
  const [waiting, setWaiting] = useState(false);
  const { data: loan, isLoading, isError } = useLoanQuery(id, { skip: !id, pollingInterval: waiting ? 2000 : 0 });
  useEffect(() => setWaiting(!!loan && loan.pendingRepayment !== null), [loan]);
  const { value: amount, setValue: setAmount, error, setError, edit: editAmount } = useCheckedValue();
  const { confirmation, send } = useConfirmedSubmission();
  const [method, setMethod] = useState<Method>('wallet');
  const [proof, setProof] = useState<File | null>(null);
  const [proofError, setProofError] = useState<string>();
  const [repay, { isLoading: repaying }] = useRepayLoanMutation();
  const [withdraw, { isLoading: withdrawing }] = useWithdrawLoanMutation();

  if (!id || isError)
    return (
      <Page title={t('loans.repayTitle')} narrow>
        <EmptyState title={t('loans.notFound')} action={<Link to="/repayment2">{t('loans.loansTitle')}</Link>} />
      </Page>
    );
  if (isLoading || !loan)
    return (
      <Page title={t('loans.repayTitle')} narrow>
        <Skeleton lines={8} />
      </Page>
    );

  const review = (event: FormEvent) => {
    event.preventDefault();
    const problem =
      !isDecimal(amount) || compareDecimal(amount || '0', '0') <= 0
        ? 'validation.amountEmpty'
        : compareDecimal(amount, loan.owed) > 0
          ? 'loans.overOwed'
          : undefined;
    // A refused photo is already cleared from the field, so a file present has passed its checks.
    const proofProblem = method === 'proof' && !proof ? 'loans.proofRequired' : undefined;
    setError(problem);
    if (proofProblem) setProofError(proofProblem);
    if (!problem && !proofProblem) confirmation.ask();
  };
  const confirm = async () => {
    const fingerprint = `${id}:${method}:${amount}:${loan.repaid}:${proof?.name ?? ''}`;
    const result = await send(fingerprint, (key) => repay({ key, id, amount, proof: method === 'proof' ? proof : null }));
    if ('data' in result) {
      setAmount('');
      setProof(null);
    }
  };
  const usdt = (value: string) => `${format.amount(value)} USDT`;

  return (
    <Page title={t('loans.repayTitle')} narrow>
      <div className="stack">
        <section className="card stack" data-testid="loan-detail">
          <div className="earn-order__head">
            <h2 className="card__title">{usdt(loan.amount)}</h2>
            <LoanStatusBadge status={loan.status} />
          </div>
          {loan.reason && <p className="notice notice--warning">{t('loans.rejectedBecause', { reason: loan.reason })}</p>}
          <SummaryList
            items={[
              { label: t('loans.owed'), value: usdt(loan.owed), emphasis: true, testId: 'loan-owed' },
              { label: t('loans.accumulatedInterest'), value: usdt(loan.accumulatedInterest) },
              { label: t('loans.yesterdayInterest'), value: usdt(loan.yesterdayInterest) },
              { label: t('loans.interestDays'), value: String(loan.interestAccruedDays) },
              { label: t('loans.totalInterest'), value: usdt(loan.totalInterest) },
              { label: t('loans.totalRepayment'), value: usdt(loan.totalRepayment) },
              { label: t('loans.lateFee'), value: usdt(loan.lateFee) },
              { label: t('loans.overdueDays'), value: String(loan.overdueDays) },
              { label: t('loans.repaid'), value: usdt(loan.repaid) },
              ...(loan.dueAt ? [{ label: t('loans.dueAt'), value: format.dateTime(loan.dueAt) }] : []),
            ]}
          />
          {loan.pendingRepayment && (
            <p className="notice notice--info" data-testid="loan-pending-repayment">
              {t(loan.pendingVia === 'proof' ? 'loans.proofUnderReview' : 'loans.repaymentOnItsWay', { amount: usdt(loan.pendingRepayment) })}
            </p>
          )}
          {loan.proofRejection && !loan.pendingRepayment && (
            <p className="notice notice--warning" data-testid="loan-proof-rejection">
              {t('loans.proofRejected', { reason: loan.proofRejection })}
            </p>
          )}
          {loan.repaymentFailure && !loan.pendingRepayment && (
            <p className="notice notice--warning" data-testid="loan-repayment-failure">
              {t(loan.repaymentFailure)} <Link to="/authenticationrj">{t('earn.deposit')}</Link>
            </p>
          )}
          {loan.status === 'pending' && (
            <Button variant="secondary" block busy={withdrawing} onClick={() => void withdraw(id)} data-testid="loan-withdraw">
              {t('loans.withdraw')}
            </Button>
          )}
        </section>
        {LIVE.includes(loan.status) && !loan.pendingRepayment && (
          <form className="card form" onSubmit={review} noValidate data-testid="repay-form">
            <Tabs<Method>
              label={t('loans.repayMethod')}
              items={[
                { value: 'wallet', label: t('loans.fromWallet'), testId: 'repay-from-wallet' },
                { value: 'proof', label: t('loans.byTransfer'), testId: 'repay-by-transfer' },
              ]}
              value={method}
              onChange={setMethod}
            />
            {method === 'proof' && <p className="muted">{t('loans.transferLead')}</p>}
            <DecimalField
              name="amount"
              label={t('loans.repayAmount')}
              value={amount}
              scale={6}
              onValueChange={editAmount}
              error={error}
              trailing={
                <button type="button" className="field__action" onClick={() => setAmount(loan.owed)} data-testid="repay-all">
                  {t('loans.repayAll')}
                </button>
              }
              data-testid="repay-amount"
            />
            {method === 'proof' && (
              <ImageField
                name="proof"
                label={t('loans.transferProof')}
                hint={t('loans.imageHint')}
                file={proof}
                onChange={setProof}
                error={proofError}
                onError={setProofError}
                testId="repay-proof"
              />
            )}
            <SubmitButton>{t('loans.repay')}</SubmitButton>
          </form>
        )}
      </div>
      <ConfirmDialog step={confirmation} title={t('loans.repayConfirmTitle')} confirmLabel={t('loans.repay')} busy={repaying} onConfirm={confirm}>
        <SummaryList items={[{ label: t('loans.repayAmount'), value: usdt(amount || '0'), emphasis: true }]} />
        <p className="muted">{t(method === 'proof' ? 'loans.transferRules' : 'loans.repayRules')}</p>
      </ConfirmDialog>
    </Page>
  );
};
