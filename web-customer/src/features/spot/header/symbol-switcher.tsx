import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { HiddenLabelSelect } from '../../../shared/ui/hidden-label-select';
import { spotPath } from '../spot-path';
import type { SpotMarket } from '../spot.types';

// The pair as the screen's title, and a native list of the spot pairs to switch to (keyboard and
// screen readers get a real select; the period of the chart stays in the URL).
export const SymbolSwitcher = ({ market, markets }: { market: SpotMarket; markets: readonly SpotMarket[] }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <div className="symbol-switcher">
      <HiddenLabelSelect
        label={t('spot.pair')}
        className="symbol-switcher__select"
        value={market.symbol}
        onChange={(event) => navigate({ pathname: spotPath(event.target.value), search })}
        data-testid="symbol-switcher"
      >
        {markets.map((entry) => (
          <option key={entry.symbol} value={entry.symbol}>
            {entry.displaySymbol}
          </option>
        ))}
      </HiddenLabelSelect>
    </div>
  );
};
