import type { OrderStatus } from '../spot.types';
import { StatusBadge, type BadgeTone } from '../../../shared/ui/badge';

const TONE: Record<OrderStatus, BadgeTone> = {
  untriggered: 'neutral',
  open: 'info',
  partially_filled: 'pending',
  filled: 'success',
  cancelled: 'neutral',
};

// The words carry the status; the colour only repeats it.
export const OrderStatusBadge = ({ status }: { status: OrderStatus }) => (
  <StatusBadge status={status} tone={TONE[status]} textKey={`spot.status.${status}`} fallback={status} testId="order-status" />
);
