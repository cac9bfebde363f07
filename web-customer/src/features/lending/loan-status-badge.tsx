import type { LoanStatus } from './lending.api';
import { StatusBadge, type BadgeTone } from '../../shared/ui/badge';

const TONES: Record<LoanStatus, BadgeTone> = {
  pending: 'pending',
  withdrawn: 'neutral',
  rejected: 'danger',
  disbursed: 'info',
  repaying: 'info',
  overdue: 'danger',
  cleared: 'success',
};

export const LoanStatusBadge = ({ status }: { status: LoanStatus }) => (
  <StatusBadge status={status} tone={TONES[status]} textKey={`loans.status.${status}`} testId="loan-status" />
);
