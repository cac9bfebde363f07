import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isOpen, useC2cOrderQuery } from './c2c.api';

/**
 * The order a screen's `?id=` names, asked again every few seconds while it still moves (open, or
 * completed with the USDT not yet credited), so staff's match and decision show without a reload.
 */
export const useOrderFromLink = () => {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const [moving, setMoving] = useState(true);
  const query = useC2cOrderQuery(id, { skip: !id, pollingInterval: moving ? 4000 : 0 });
  useEffect(() => setMoving(!query.data || isOpen(query.data) || (query.data.status === 'completed' && !query.data.creditedAt)), [query.data]);
  return { id, ...query };
};
