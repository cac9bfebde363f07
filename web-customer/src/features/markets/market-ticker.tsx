import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format';
import { Fact } from '../../shared/ui/fact';
import { ChangeText } from './change-text';
import { ClosedMark } from './closed-mark';
import { useMarketsQuery } from './markets.api';
import { changeDirection } from './price-change';
import { PriceText } from './price-text';

// One market's live last price (flashing as it moves), 24h change and range, for a screen that shows a
// market without being about markets (the trading screen). Silent for a symbol the list does not have.
export const MarketTicker = ({ symbol }: { symbol: string }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const { market, isLoading } = useMarketsQuery(undefined, {
    selectFromResult: ({ data, isLoading }) => ({ market: data?.find((entry) => entry.symbol === symbol), isLoading }),
  });

  if (!market)
    return isLoading ? <span className="market-ticker__skeleton" role="status" aria-busy="true" aria-label={t('common.loading')} /> : null;
  return (
    <div className="market-ticker" data-testid="market-ticker">
      <p className={`market-ticker__price price-${changeDirection(market.change_24h)}`} data-testid="price" data-value={market.price}>
        <span className="visually-hidden">{t('markets.lastPrice')} </span>
        <PriceText market={market} />
      </p>
      <span data-testid="change-24h">
        <span className="visually-hidden">{t('markets.change')} </span>
        <ChangeText change={market.change_24h} pill />
      </span>
      {!market.trading && <ClosedMark />}
      <dl className="market-ticker__range">
        <Fact label={t('markets.high')}>{format.decimal(market.high_24h, market.decimals)}</Fact>
        <Fact label={t('markets.low')}>{format.decimal(market.low_24h, market.decimals)}</Fact>
      </dl>
    </div>
  );
};
