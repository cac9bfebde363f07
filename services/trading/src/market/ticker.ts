import { Decimal } from '@meridian/money';
import type { DayRange } from './day-stats';
import type { InstrumentSettings } from './instrument-settings';
import type { Instrument, MarketCategory } from './instruments';
import type { Tick } from './simulated-feed';

export interface Ticker {
  symbol: string;
  display_symbol: string;
  name: string;
  category: MarketCategory;
  spot: boolean;
  decimals: 2 | 4 | 6;
  price: string;
  open_24h: string;
  high_24h: string;
  low_24h: string;
  change_24h: string;
  trading: boolean;
  enabled: boolean;
  seq: number;
  at: string;
}

/** What a ticker push carries: the fields that move. Names, categories and decimals come with the list. */
export type TickerUpdate = Pick<Ticker, 'symbol' | 'price' | 'open_24h' | 'high_24h' | 'low_24h' | 'change_24h' | 'trading' | 'seq' | 'at'>;

/** An instrument as the market list shows it: staff's names, the last tick, the 24-hour change in percent. */
export function tickerOf(
  instrument: Instrument,
  facts: { tick: Tick | undefined; day: DayRange | undefined; settings: InstrumentSettings | undefined; trading: boolean; at: Date },
): Ticker {
  const { tick, settings } = facts;
  const price = tick?.price ?? instrument.startPrice;
  const day = facts.day ?? { open: price, high: price, low: price };
  const open = Decimal.parse(day.open);
  const change = open.isZero() ? Decimal.parse('0') : Decimal.parse(price).subtract(open).multiply(Decimal.parse('100')).divide(open, 2, 'half-even');
  return {
    symbol: instrument.symbol,
    display_symbol: settings?.displaySymbol ?? instrument.displaySymbol,
    name: settings?.name ?? instrument.name,
    category: instrument.category,
    spot: instrument.spot,
    decimals: instrument.decimals,
    price,
    open_24h: day.open,
    high_24h: day.high,
    low_24h: day.low,
    change_24h: change.toString(),
    trading: facts.trading,
    enabled: settings?.enabled ?? true,
    seq: tick?.seq ?? 0,
    at: tick?.at ?? facts.at.toISOString(),
  };
}
