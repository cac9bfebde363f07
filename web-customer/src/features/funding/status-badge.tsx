import { useTranslation } from 'react-i18next';
import type { DepositStatus, WithdrawalStatus } from './funding.types';

const TONE: Record<DepositStatus | WithdrawalStatus, string> = {
  pending: 'badge--pending',
  approving: 'badge--info',
  completed: 'badge--success',
  rejected: 'badge--danger',
};

// The words carry the status; the colour only repeats it.
export const StatusBadge = ({ status }: { status: DepositStatus | WithdrawalStatus }) => {
  const { t } = useTranslation();
  return (
    <span className={`badge ${TONE[status] ?? ''}`} data-testid="record-status" data-status={status}>
      {t(`records.status.${status}`, { defaultValue: status })}
    </span>
  );
};
