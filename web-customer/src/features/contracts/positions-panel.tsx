import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Skeleton } from '../../shared/ui/skeleton';
import { Tabs } from '../../shared/ui/tabs';
import { tabItems } from '../../shared/ui/tab-items';
import { usePositionsQuery } from './contracts.api';
import type { PositionStatusTab } from './contracts.types';
import { PositionItem } from './position-item';

// Open positions with live profit, orders waiting to open, and the history of closed ones.
export const PositionsPanel = ({ priceOf, initialTab = 'open' }: { priceOf: (symbol: string) => string | null; initialTab?: PositionStatusTab }) => {
  const { t } = useTranslation();
  const [tab, setTab] = useState<PositionStatusTab>(initialTab);
  const { data, isLoading, isError, refetch } = usePositionsQuery(tab);
  return (
    <section className="contract-positions" aria-labelledby="positions-title">
      <h2 id="positions-title" className="visually-hidden">
        {t('contracts.positions.title')}
      </h2>
      <Tabs
        label={t('contracts.positions.title')}
        value={tab}
        onChange={setTab}
        items={tabItems('positions', {
          open: t('contracts.positions.open'),
          pending: t('contracts.positions.pending'),
          history: t('contracts.positions.history'),
        })}
      />
      {isLoading && <Skeleton card lines={3} />}
      {isError && !data && <LoadFailed title={t('contracts.positions.failed')} onRetry={refetch} />}
      {data && data.length === 0 && <EmptyState title={t(`contracts.positions.empty.${tab}`)} testId="positions-empty" />}
      {data && data.length > 0 && (
        <ul className="position-list">
          {data.map((position) => (
            <PositionItem key={position.id} position={position} livePrice={priceOf(position.symbol)} />
          ))}
        </ul>
      )}
    </section>
  );
};
