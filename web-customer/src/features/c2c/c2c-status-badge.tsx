import { StatusBadge, type BadgeTone } from '../../shared/ui/badge';
import type { C2cOrderStatus } from './c2c.api';

const TONES: Record<C2cOrderStatus, BadgeTone> = {
  unmatched: 'pending',
  matched: 'info',
  proof_submitted: 'pending',
  completed: 'success',
  expired: 'neutral',
  rejected: 'danger',
};

export const C2cStatusBadge = ({ status }: { status: C2cOrderStatus }) => (
  <StatusBadge status={status} tone={TONES[status]} textKey={`c2c.status.${status}`} testId="c2c-status" />
);
