import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format';
import { SummaryList } from '../../shared/ui/summary-list';
import type { CoinOffering } from './subscription.api';
import { Badge, type BadgeTone } from '../../shared/ui/badge';

const PHASE_TONES: Record<CoinOffering['phase'], BadgeTone> = {
  upcoming: 'info',
  open: 'success',
  sold_out: 'pending',
  closed: 'neutral',
  allotted: 'success',
  failed: 'danger',
  released: 'neutral',
};

const PhaseBadge = ({ coin }: { coin: CoinOffering }) => {
  const { t } = useTranslation();
  return (
    <Badge tone={PHASE_TONES[coin.phase]} data-phase={coin.phase} data-testid="coin-phase">
      {t(`subscription.phase.${coin.phase}`)}
    </Badge>
  );
};

// Everything a customer commits to, before subscribing: frozen into the subscription when it is placed.
export const CoinTerms = ({ coin }: { coin: CoinOffering }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <SummaryList
      items={[
        { label: t('subscription.issuePrice'), value: `${format.amount(coin.issuePrice)} USDT`, emphasis: true },
        { label: t('subscription.issueVolume'), value: `${format.amount(coin.issueVolume, coin.scale)} ${coin.symbol}` },
        { label: t('subscription.circulation'), value: `${format.amount(coin.circulation, coin.scale)} ${coin.symbol}` },
        { label: t('subscription.window'), value: `${format.dateTime(coin.startsAt)} – ${format.dateTime(coin.endsAt)}` },
        { label: t('subscription.listingDate'), value: coin.listingDate },
        {
          label: t('subscription.lockup'),
          value: t('subscription.lockupDays', { days: coin.lockupDays, date: format.dateTime(coin.releaseAt) }),
        },
        { label: t('subscription.fee'), value: format.percentSign(format.percent(coin.feeRate)) },
        { label: t('subscription.maxPerCustomer'), value: `${format.amount(coin.maxPerCustomer, coin.scale)} ${coin.symbol}` },
      ]}
    />
  );
};

// A coin's name, symbol and phase over its terms, at the top of its card.
export const CoinSummary = ({ coin }: { coin: CoinOffering }) => (
  <>
    <div className="subscription-coin__head">
      <h2 className="card__title">
        {coin.name} <span className="muted">{coin.symbol}</span>
      </h2>
      <PhaseBadge coin={coin} />
    </div>
    <CoinTerms coin={coin} />
  </>
);
