import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../shared/format/use-format';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { useLoansQuery } from './lending.api';
import { LoanStatusBadge } from './loan-status-badge';
import { ButtonLink } from '../../shared/ui/button-link';
import { AsideLink } from '../../shared/ui/aside-link';

// /repayment2: the customer's loans, newest first, each opening its repayment screen.
export const LoansPage = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const { data: loans, isLoading, isError, refetch } = useLoansQuery();

  const body = () => {
    if (isLoading) return <Skeleton lines={4} />;
    if (isError || !loans) return <LoadFailed title={t('loans.loadFailed')} onRetry={refetch} />;
    if (loans.length === 0)
      return (
        <EmptyState
          title={t('loans.noLoans')}
          action={<ButtonLink to="/ldcoin">{t('loans.apply')}</ButtonLink>}
        />
      );
    return (
      <ul className="session-list card" data-testid="loans">
        {loans.map((loan) => (
          <li key={loan.id} className="session-list__item">
            <Link className="earn-order__row" to={`/repaymentNew?loan=${loan.id}`} data-testid="loan-row">
              <span>
                <span className="session-list__device">{format.amount(loan.amount)} USDT</span>
                <span className="muted"> · {format.dateTime(loan.appliedAt)}</span>
              </span>
              {loan.owed !== '0.000000' && <span className="muted">{t('loans.owedShort', { amount: format.amount(loan.owed) })}</span>}
            </Link>
            <LoanStatusBadge status={loan.status} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <Page title={t('loans.loansTitle')}>
      <div className="stack">
        <div className="page__actions">
          <AsideLink to="/xinyongfen">{t('loans.creditTitle')}</AsideLink>
        </div>
        {body()}
      </div>
    </Page>
  );
};
