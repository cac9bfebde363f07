import { useRecordContext } from 'react-admin';
import { OnOffChip } from '../../shared/code-chip';
import { CoinAmountField } from '../../shared/spot/spot-fields';
import { splitSymbol } from '../../shared/spot/spot-record';
import type { MarketMakerSettings } from './market-maker-record';

export const QuotingField = () => {
  const settings = useRecordContext<MarketMakerSettings>();
  return settings ? <OnOffChip on={settings.enabled} messages="app.market_maker" testId="market-maker-enabled" /> : null;
};

export const LevelQuantityField = () => {
  const settings = useRecordContext<MarketMakerSettings>();
  return settings ? <CoinAmountField source="quantity" coin={splitSymbol(settings.symbol ?? '').base} /> : null;
};
