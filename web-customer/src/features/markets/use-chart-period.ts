import { useCallback } from 'react';
import { useSearchState } from '../../shared/routing/use-search-state';
import { DEFAULT_PERIOD, isPeriod, type Period } from './markets.types';

// A chart's period kept in the URL (?period=1h), so a reload or a shared link opens the same chart.
export const useChartPeriod = () => {
  const [search, changeSearch] = useSearchState();
  const asked = search.get('period');
  const period: Period = isPeriod(asked) ? asked : DEFAULT_PERIOD;
  const choosePeriod = useCallback((next: Period) => changeSearch({ period: next }), [changeSearch]);
  return [period, choosePeriod] as const;
};
