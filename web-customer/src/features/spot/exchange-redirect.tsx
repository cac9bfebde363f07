import { Navigate, useSearchParams } from 'react-router';
import { DEFAULT_SPOT_SYMBOL, spotPath } from './spot-path';

// /exchange (the Trade tab, and older links written /exchange?symbol=ETHUSDT) opens a pair's screen,
// keeping the rest of the query (the chart's period).
export const ExchangeRedirect = () => {
  const [search] = useSearchParams();
  const symbol = search.get('symbol')?.trim().toUpperCase() || DEFAULT_SPOT_SYMBOL;
  const rest = new URLSearchParams(search);
  rest.delete('symbol');
  return <Navigate to={{ pathname: spotPath(symbol), search: rest.size > 0 ? `?${rest}` : '' }} replace />;
};
