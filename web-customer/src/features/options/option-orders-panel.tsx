import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format';
import { EmptyState } from '../../shared/ui/empty-state';
import { Fact } from '../../shared/ui/fact';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Skeleton } from '../../shared/ui/skeleton';
import { Tabs } from '../../shared/ui/tabs';
import { tabItems } from '../../shared/ui/tab-items';
import { secondsLeft } from './option-figures';
import { useOptionOrdersQuery } from './options.api';
import type { OptionOrder } from './options.types';

const useNow = () => {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
};

const OptionItem = ({ order, now }: { order: OptionOrder; now: number }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const tick = (value: OptionOrder['strikeTick']) => (value ? t('options.order.tick', { price: format.amount(value.price), seq: value.seq, time: format.time(value.at) }) : '--');
  const resultClass = order.result === 'win' ? 'price-up' : order.result === 'loss' ? 'price-down' : '';
  return (
    <li className="card position" data-testid="option-order" data-status={order.status} data-result={order.result ?? ''}>
      <div className="position__head">
        <strong>{order.symbol}</strong>
        <span className={`position-side position-side--${order.direction === 'rise' ? 'long' : 'short'}`}>
          {order.direction === 'rise' ? '▲' : '▼'} {t(`options.direction.${order.direction}`)}
        </span>
        <span className="badge badge--neutral">{t('options.seconds', { seconds: order.seconds })}</span>
        {order.status === 'waiting' ? (
          secondsLeft(order.expiresAt, now) > 0 ? (
            <span className="badge badge--pending" data-testid="option-countdown">
              {t('options.order.countdown', { seconds: secondsLeft(order.expiresAt, now) })}
            </span>
          ) : (
            <span className="badge badge--pending" data-testid="option-settling">
              {t('options.order.settling')}
            </span>
          )
        ) : (
          <span className={`badge ${resultClass}`}>{t(`options.result.${order.result}`)}</span>
        )}
      </div>
      <dl className="position__figures">
        <Fact rowClassName="position__figure" label={t('options.confirm.stake')} className="mono">
          {format.amount(order.amount, 2)} USDT
        </Fact>
        <Fact rowClassName="position__figure" label={t('options.order.strike')} className="mono" testId="option-strike">
          {order.strikeTick ? tick(order.strikeTick) : order.status === 'waiting' ? t('options.order.strikeWaiting') : '--'}
        </Fact>
        <Fact rowClassName="position__figure" label={t('options.order.expiry')} className="mono">
          {format.time(order.expiresAt)}
        </Fact>
        {order.status === 'settled' && (
          <>
            <Fact rowClassName="position__figure" label={t('options.order.settlement')} className="mono">
              {tick(order.settlementTick)}
            </Fact>
            <Fact
              rowClassName="position__figure"
              label={t('options.order.payout')}
              className={`mono ${resultClass}`}
              testId="option-payout"
            >
              {format.amount(order.payout ?? '0', 2)} USDT
            </Fact>
          </>
        )}
      </dl>
    </li>
  );
};

export const OptionOrdersPanel = ({ initialTab = 'pending' }: { initialTab?: 'pending' | 'history' }) => {
  const { t } = useTranslation();
  const now = useNow();
  const [tab, setTab] = useState<'pending' | 'history'>(initialTab);
  // The server pushes no strike: while a waiting option has none yet, or has expired and is being
  // settled, the list is asked again every second (every 5 s while one merely waits), so the card
  // never stays at "--" or "0 s left".
  const [polling, setPolling] = useState<0 | 1000 | 5000>(0);
  const { data, isLoading, isError, refetch } = useOptionOrdersQuery(tab, { pollingInterval: polling });
  // Options this screen saw waiting stay on the "Waiting" tab once settled, with their result.
  const seen = useRef(new Set<string>());
  const pendingTab = tab === 'pending';
  const gone = pendingTab && data ? [...seen.current].filter((id) => !data.some((order) => order.id === id)) : [];
  const history = useOptionOrdersQuery('history', { skip: gone.length === 0, pollingInterval: polling });
  const settledHere = (history.data ?? []).filter((order) => gone.includes(order.id));
  const unresolved = gone.length > settledHere.length;
  const live = pendingTab && !!data?.some((order) => order.status === 'waiting' && (!order.strikeTick || secondsLeft(order.expiresAt, now) <= 0));
  const waiting = pendingTab && !!data?.some((order) => order.status === 'waiting');
  useEffect(() => setPolling(live || unresolved ? 1000 : waiting ? 5000 : 0), [live, unresolved, waiting]);
  useEffect(() => {
    if (pendingTab) data?.forEach((order) => seen.current.add(order.id));
  }, [pendingTab, data]);
  const shown = data ? (pendingTab ? [...data, ...settledHere] : data) : undefined;
  return (
    <section className="contract-positions" aria-label={t('options.orders.title')}>
      <Tabs
        label={t('options.orders.title')}
        value={tab}
        onChange={setTab}
        items={tabItems('options', { pending: t('options.orders.pending'), history: t('options.orders.history') })}
      />
      {isLoading && <Skeleton card lines={3} />}
      {isError && !data && <LoadFailed title={t('options.orders.failed')} onRetry={refetch} />}
      {shown && shown.length === 0 && <EmptyState title={t(`options.orders.empty.${tab}`)} />}
      {shown && shown.length > 0 && (
        <ul className="position-list">
          {shown.map((order) => (
            <OptionItem key={order.id} order={order} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
};
