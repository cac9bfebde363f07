import fc from 'fast-check';
import { Decimal } from '@meridian/money';
import type { MarginTier } from './contract-terms';
import { continuousTiers } from './default-contract-terms';
import { closePriceAt, equityAt, exactLiquidationPrice, isLiquidatedAt, liquidationPriceOf, maintenanceMarginAt, openPriceAt, type MarginedPosition } from './margin-math';

const d = (text: string) => Decimal.parse(text);

describe('the liquidation price', () => {
  /** Binance's published worked example: an isolated ETH long, tier rate 10%, amount 135,365. */
  const tiers: MarginTier[] = [{ notionalUpTo: null, rate: '0.10', amount: '135365', maxLeverage: 10 }];
  const binanceExample: MarginedPosition = {
    side: 'long',
    quantity: '3683.979',
    entryPrice: '1456.84',
    margin: '1535443.01',
    initialMargin: '1535443.01',
    terms: { maintenance: { kind: 'tiers', tiers }, tickSize: '0.01' },
  };

  it('matches Binance’s published worked example (isolated ETH long, tier rate 10%, amount 135,365)', () => {
    expect(exactLiquidationPrice(binanceExample)!.rescale(2, 'half-up').toString()).toBe('1114.78');
  });

  it('shows Binance’s example as 1,114.79: the exact 1,114.7849... rounded to the tick on the side that warns early (docs/contracts.md)', () => {
    expect(exactLiquidationPrice(binanceExample)!.toString()).toMatch(/^1114\.7849/);
    // What the customer is shown: still standing there, liquidated at the next tick down, which is Binance's figure.
    expect(liquidationPriceOf(binanceExample)).toBe('1114.79');
    expect(isLiquidatedAt(binanceExample, d('1114.79'))).toBe(false);
    expect(isLiquidatedAt(binanceExample, d('1114.78'))).toBe(true);
  });

  it('for a share of the initial margin: a 25x long loses half its margin when the price falls 2%', () => {
    const position: MarginedPosition = {
      side: 'long',
      quantity: '100000',
      entryPrice: '1.0000',
      margin: '4000',
      initialMargin: '4000',
      terms: { maintenance: { kind: 'share-of-initial', share: '0.5' }, tickSize: '0.0001' },
    };
    expect(liquidationPriceOf(position)).toBe('0.9800');
    expect(liquidationPriceOf({ ...position, side: 'short' })).toBe('1.0200');
    // Equal to the maintenance margin is not liquidated; a tick below is.
    expect(isLiquidatedAt(position, d('0.98'))).toBe(false);
    expect(isLiquidatedAt(position, d('0.9799'))).toBe(true);
  });

  const cryptoTiers = continuousTiers([
    { notionalUpTo: '50000', rate: '0.005', maxLeverage: 100 },
    { notionalUpTo: '250000', rate: '0.01', maxLeverage: 50 },
    { notionalUpTo: null, rate: '0.025', maxLeverage: 20 },
  ]);

  it('makes the crypto tiers continuous: 0, 250 and 4,000 USDT', () => {
    expect(cryptoTiers.map((tier) => tier.amount)).toEqual(['0', '250.000', '4000.000']);
  });

  it('is where equity meets the maintenance margin, for any position, side and tier', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'long' | 'short'>('long', 'short'),
        fc.integer({ min: 1, max: 500_000 }), // quantity in 0.01 units
        fc.integer({ min: 1_000, max: 10_000_000 }), // entry in cents
        fc.integer({ min: 1, max: 100 }), // leverage
        (side, quantityCents, entryCents, leverage) => {
          const quantity = Decimal.of(BigInt(quantityCents), 2);
          const entry = Decimal.of(BigInt(entryCents), 2);
          const margin = quantity.multiply(entry).divide(Decimal.of(BigInt(leverage)), 6, 'ceil');
          const position: MarginedPosition = {
            side,
            quantity: quantity.toString(),
            entryPrice: entry.toString(),
            margin: margin.toString(),
            initialMargin: margin.toString(),
            terms: { maintenance: { kind: 'tiers', tiers: cryptoTiers }, tickSize: '0.01' },
          };
          const price = exactLiquidationPrice(position);
          if (price === null) return side === 'long';
          const gap = equityAt(position, price).subtract(maintenanceMarginAt(position, price)).abs();
          // Within what rounding the price to 12 places can move the equity.
          return gap.compare(quantity.multiply(Decimal.of(2n, 12))) <= 0;
        },
      ),
    );
  });
});

describe('the spread', () => {
  it('opens a long above the tick and closes it below, a short the other way', () => {
    expect(openPriceAt('100.00', 'long', '0.04').toString()).toBe('100.020');
    expect(closePriceAt('100.00', 'long', '0.04').toString()).toBe('99.980');
    expect(openPriceAt('100.00', 'short', '0.04').toString()).toBe('99.980');
    expect(closePriceAt('100.00', 'short', '0.04').toString()).toBe('100.020');
  });
});
