import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

// An instrument's name in the customer's language where the market has one (黄金, ゴールド, Oro),
// otherwise the name the platform lists it by. Coins and shares keep their own names (Bitcoin, Apple),
// and every ticker stays as it is: BTC, AAPL, XAU/USD.
export const useInstrumentName = () => {
  const { t } = useTranslation();
  return useCallback(
    (market: { symbol: string; name: string }) => t(`instrumentNames.${market.symbol}`, { defaultValue: market.name }),
    [t],
  );
};
