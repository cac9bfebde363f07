import { useTranslation } from 'react-i18next';
import type { LoanStatus } from './lending.api';

const TONES: Record<LoanStatus, string> = {
  pending: 'pending',
  withdrawn: 'neutral',
  rejected: 'danger',
  disbursed: 'info',
  repaying: 'info',
  overdue: 'danger',
  cleared: 'success',
};

export const LoanStatusBadge = ({ status }: { status: LoanStatus }) => {
  const { t } = useTranslation();
  return (
    <span className={`badge badge--${TONES[status]}`} data-testid="loan-status" data-status={status}>
      {t(`loans.status.${status}`)}
    </span>
  );
};
