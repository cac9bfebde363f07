import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../shared/format/use-format';
import { EmptyState } from '../../shared/ui/empty-state';
import { Loaded } from '../../shared/ui/loaded';
import { LeadPage } from '../../shared/ui/page';
import { CoinSummary } from './coin-terms';
import { useCoinOfferingsQuery, useSpotPairsQuery, type CoinOffering } from './subscription.api';
import { remainingOf, subscribedPercent } from './subscription-figures';

const SUBSCRIBABLE: readonly CoinOffering['phase'][] = ['open', 'sold_out'];

const CoinCard = ({ coin, listed }: { coin: CoinOffering; listed: boolean }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const percent = subscribedPercent(coin.subscribed, coin.issueVolume);
  return (
    <section className="card stack" data-testid={`coin-${coin.symbol}`}>
      <CoinSummary coin={coin} />
      <div className="stack">
        <progress className="subscription-progress" max={100} value={percent} aria-label={t('subscription.progressLabel')} />
        <p className="muted" data-testid="coin-subscribed">
          {t('subscription.subscribedSoFar', {
            subscribed: format.amount(coin.subscribed, coin.scale),
            volume: format.amount(coin.issueVolume, coin.scale),
            symbol: coin.symbol,
            subscribers: coin.subscribers,
          })}
        </p>
        {coin.phase === 'open' && (
          <p className="muted" data-testid="coin-remaining">
            {t('subscription.remaining', {
              remaining: format.amount(remainingOf(coin.issueVolume, coin.subscribed), coin.scale),
              symbol: coin.symbol,
            })}
          </p>
        )}
        {coin.phase === 'sold_out' && <p className="notice notice--info">{t('subscription.oversubscribedNote')}</p>}
        {coin.phase === 'allotted' && coin.ratio && (
          <p className="notice notice--info">{t('subscription.allottedAt', { percent: format.percentSign(format.percent(coin.ratio)) })}</p>
        )}
        {coin.phase === 'failed' && coin.reason && (
          <p className="notice notice--warning">{t('subscription.failedBecause', { reason: coin.reason })}</p>
        )}
      </div>
      {listed && (
        <Link
          className="button button--secondary button--block"
          to={`/exchange?symbol=${coin.symbol}USDT`}
          data-testid={`trade-${coin.symbol}`}
        >
          {t('subscription.trade', { pair: `${coin.symbol}/USDT` })}
        </Link>
      )}
      {SUBSCRIBABLE.includes(coin.phase) && (
        <Link
          className="button button--primary button--block"
          to={`/subscriptionBuy?coin=${coin.symbol}`}
          data-testid={`subscribe-${coin.symbol}`}
        >
          {t('subscription.subscribe')}
        </Link>
      )}
    </section>
  );
};

// /subscription: every coin offered, its terms, its phase and how much has been asked for, refreshed live.
export const CoinOfferingsPage = () => {
  const { t } = useTranslation();
  const coins = useCoinOfferingsQuery(undefined, { pollingInterval: 15_000 });
  // A coin staff listed after its subscription has a spot market of its own.
  const { data: pairs } = useSpotPairsQuery();
  const listed = new Set(pairs ?? []);

  return (
    <LeadPage
      title={t('subscription.title')}
      lead={t('subscription.lead')}
      aside={{ to: '/subscriptionRecord', label: t('subscription.mine'), testId: 'my-subscriptions' }}
    >
      <Loaded
        query={coins}
        skeleton={{ lines: 8 }}
        failed={t('subscription.loadFailed')}
        empty={<EmptyState title={t('subscription.noCoins')} />}
      >
        {(offered) => offered.map((coin) => <CoinCard key={coin.symbol} coin={coin} listed={listed.has(`${coin.symbol}USDT`)} />)}
      </Loaded>
      <section className="card stack">
        <h2 className="card__title">{t('subscription.ruleTitle')}</h2>
        <p className="muted">{t('subscription.rule')}</p>
      </section>
    </LeadPage>
  );
};
