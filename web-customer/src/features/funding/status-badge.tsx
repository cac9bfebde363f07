import type { DepositStatus, WithdrawalStatus } from './funding.types';
import { StatusBadge as SharedStatusBadge, type BadgeTone } from '../../shared/ui/badge';

const TONE: Record<DepositStatus | WithdrawalStatus, BadgeTone> = {
  pending: 'pending',
  approving: 'info',
  completed: 'success',
  rejected: 'danger',
};

// The words carry the status; the colour only repeats it.
export const StatusBadge = ({ status }: { status: DepositStatus | WithdrawalStatus }) => (
  <SharedStatusBadge status={status} tone={TONE[status]} textKey={`records.status.${status}`} fallback={status} testId="record-status" />
);
