import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { onPrivateEvent } from '../../shared/socket/push-connection';
import { useC2cOrderQuery } from './c2c.api';

/**
 * The order a screen's `?id=` names, read again when the private socket says it moved (staff matched,
 * extended, completed or rejected it, or it expired) and after a reconnection, so staff's decisions
 * show without a reload.
 */
export const useOrderFromLink = () => {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const query = useC2cOrderQuery(id, { skip: !id });
  const { refetch } = query;
  useEffect(() => {
    if (!id) return undefined;
    const stops = [
      onPrivateEvent('c2c', (payload) => {
        if ((payload as { orderId?: string }).orderId === id) void refetch();
      }),
      onPrivateEvent('reconnected', () => void refetch()),
    ];
    return () => stops.forEach((stop) => stop());
  }, [id, refetch]);
  return { id, ...query };
};
