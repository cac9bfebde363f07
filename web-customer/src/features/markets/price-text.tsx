import { useFormat } from '../../shared/format/use-format';
import type { Market } from './markets.types';
import { usePriceFlash } from './use-price-flash';

// The last price with the instrument's decimals, flashing up or down for a moment when it changes.
// Keyed by the flash, so a second move the same way starts the animation again.
export const PriceText = ({ market }: { market: Pick<Market, 'price' | 'decimals'> }) => {
  const format = useFormat();
  const flash = usePriceFlash(market.price);
  return (
    <span key={flash?.id ?? 0} className={flash ? `price-flash price-flash--${flash.direction}` : undefined} data-flash={flash?.direction}>
      {format.decimal(market.price, market.decimals)}
    </span>
  );
};
