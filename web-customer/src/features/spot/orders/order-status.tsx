import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../spot.types';

const TONE: Record<OrderStatus, string> = {
  untriggered: 'badge--neutral',
  open: 'badge--info',
  partially_filled: 'badge--pending',
  filled: 'badge--success',
  cancelled: 'badge--neutral',
};

// The words carry the status; the colour only repeats it.
export const OrderStatusBadge = ({ status }: { status: OrderStatus }) => {
  const { t } = useTranslation();
  return (
    <span className={`badge ${TONE[status] ?? 'badge--neutral'}`} data-testid="order-status" data-status={status}>
      {t(`spot.status.${status}`, { defaultValue: status })}
    </span>
  );
};
