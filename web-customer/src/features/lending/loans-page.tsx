import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../shared/format/use-format';
import { EmptyState } from '../../shared/ui/empty-state';
import { Loaded } from '../../shared/ui/loaded';
import { Page } from '../../shared/ui/page';
import { useLoansQuery, type Loan } from './lending.api';
import { LoanStatusBadge } from './loan-status-badge';
import { ButtonLink } from '../../shared/ui/button-link';
import { AsideLink } from '../../shared/ui/aside-link';

// /repayment2: the customer's loans, newest first, each opening its repayment screen.
export const LoansPage = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const loans = useLoansQuery();

  const list = (rows: Loan[]) => (
    <ul className="session-list card" data-testid="loans">
      {rows.map((loan) => (
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

  return (
    <Page title={t('loans.loansTitle')}>
      <div className="stack">
        <div className="page__actions">
          <AsideLink to="/xinyongfen">{t('loans.creditTitle')}</AsideLink>
        </div>
        <Loaded
          query={loans}
          skeleton={{ lines: 4 }}
          failed={t('loans.loadFailed')}
          empty={<EmptyState title={t('loans.noLoans')} action={<ButtonLink to="/ldcoin">{t('loans.apply')}</ButtonLink>} />}
        >
          {list}
        </Loaded>
      </div>
    </Page>
  );
};
