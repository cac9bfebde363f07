import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { CoinAmountField } from '../../shared/spot/spot-fields';
import { splitSymbol } from '../../shared/spot/spot-record';
import type { MarketMakerSettings } from './market-maker-record';

export const QuotingField = () => {
  const settings = useRecordContext<MarketMakerSettings>();
  const translate = useTranslate();
  if (!settings) return null;
  return (
    <Chip
      size="small"
      color={settings.enabled ? 'success' : 'default'}
      variant={settings.enabled ? 'filled' : 'outlined'}
      data-testid="market-maker-enabled"
      label={translate(settings.enabled ? 'app.market_maker.on' : 'app.market_maker.off')}
    />
  );
};

export const LevelQuantityField = () => {
  const settings = useRecordContext<MarketMakerSettings>();
  return settings ? <CoinAmountField source="quantity" coin={splitSymbol(settings.symbol ?? '').base} /> : null;
};
