import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../shared/store/hooks';
import { chunksLoading, subscribeChunksLoading } from '../lazy-page';
import type { RootState } from '../store';

// Loads shorter than this show nothing: no flicker on a fast network.
const SHOW_AFTER_MS = 150;

// A query asked for the first time (no answer cached yet), as a screen's first data is.
const selectFirstDataLoading = (state: RootState) =>
  Object.values(state.api.queries).some((query) => query?.status === 'pending' && query.data === undefined);

// A thin bar along the top of the window while a screen's code or its first data is on its way, so a
// slow network shows that the tap was heard instead of an unchanged screen.
export const RouteProgress = () => {
  const { t } = useTranslation();
  const chunks = useSyncExternalStore(subscribeChunksLoading, chunksLoading);
  const data = useAppSelector(selectFirstDataLoading);
  const busy = chunks > 0 || data;
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setLate(true), SHOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [busy]);
  if (!busy || !late) return null;
  return (
    <div className="route-progress" role="progressbar" aria-label={t('layout.loading')} data-testid="route-progress">
      <span className="route-progress__bar" />
    </div>
  );
};
