import { Decimal } from '@meridian/money';
import { MarketDataService, type CandleView } from '@meridian/trading';
import { eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';
import { depthOf as depthOfBook, placeOrder, spotTrader } from '../support/spot';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
  // One recorded tick per market: the house quotes around it.
  await platform.platform.app.get(MarketDataService).step();
  await eventually(async () => expect((await depthOf('BTCUSDT')).asks).toHaveLength(20));
});
afterAll(() => platform.stop());

const depthOf = (symbol: string) => depthOfBook(platform.url, symbol);

async function candlesOf(symbol: string, period: string, limit = 5): Promise<CandleView[]> {
  const res = await fetch(`${platform.url}/api/v1/markets/${symbol}/candles?period=${period}&limit=${limit}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: CandleView[] }).data;
}

const totalVolume = (candles: readonly CandleView[]) => candles.reduce((sum, c) => sum.add(Decimal.parse(c.volume)), Decimal.ZERO);
const lastVolume = (candles: readonly CandleView[]) => Decimal.parse(candles[candles.length - 1]!.volume);

const trader = (usdt = '10000') => spotTrader(platform.url, usdt);

const order = (token: string, body: Record<string, unknown>) => placeOrder(platform.url, token, body);

async function buyAtBestAsk(token: string, quantity: string): Promise<void> {
  const ask = (await depthOf('BTCUSDT')).asks[0]!;
  const placed = await order(token, { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: ask.price, quantity });
  expect(placed.status).toBe(201);
  expect(placed.body.data).toEqual(expect.objectContaining({ status: 'filled', filledQuantity: quantity }));
}

describe('candle volume', () => {
  it('is zero on every period before anything traded, and on markets without a spot book', async () => {
    for (const period of ['line', '1m', '1h', '1d']) {
      const candles = await candlesOf('BTCUSDT', period);
      expect(candles.length).toBeGreaterThan(0);
      expect(totalVolume(candles).isZero()).toBe(true);
    }
    expect(totalVolume(await candlesOf('EURUSD', '1d')).isZero()).toBe(true);
  });

  it('adds a filled spot order to the candle of its minute, and to every longer period', async () => {
    const token = await trader();
    await buyAtBestAsk(token, '0.0100');

    const minutes = await candlesOf('BTCUSDT', '1m');
    expect(lastVolume(minutes).compare(Decimal.parse('0.01'))).toBeGreaterThanOrEqual(0);
    expect(totalVolume(minutes).toString()).toBe('0.0100');
    for (const period of ['line', '1h', '1d']) {
      const candles = await candlesOf('BTCUSDT', period);
      expect(lastVolume(candles).compare(Decimal.parse('0.01'))).toBeGreaterThanOrEqual(0);
    }
    // Other books' candles are untouched.
    expect(totalVolume(await candlesOf('ETHUSDT', '1m')).isZero()).toBe(true);
  });

  it('sums later trades exactly into the same candles, and the next feed tick keeps the volume', async () => {
    const token = await trader();
    await buyAtBestAsk(token, '0.0100');
    await buyAtBestAsk(token, '0.0005');
    await platform.platform.app.get(MarketDataService).step();

    expect(totalVolume(await candlesOf('BTCUSDT', '1m')).toString()).toBe('0.0205');
    expect(totalVolume(await candlesOf('BTCUSDT', '1d')).toString()).toBe('0.0205');
    // Every candle table holds exactly what the trades add up to.
    const { rows } = await platform.db.pool.query<{ minutes: string; days: string; traded: string }>(
      `SELECT (SELECT sum(volume) FROM candles_1m WHERE symbol = $1)::text AS minutes,
              (SELECT sum(volume) FROM candles_1d WHERE symbol = $1)::text AS days,
              (SELECT sum(quantity::numeric) FROM spot_trades WHERE symbol = $1)::text AS traded`,
      ['BTCUSDT'],
    );
    const traded = Decimal.parse(rows[0]!.traded);
    expect(traded.toString()).toBe('0.0205');
    expect(Decimal.parse(rows[0]!.minutes).equals(traded)).toBe(true);
    expect(Decimal.parse(rows[0]!.days).equals(traded)).toBe(true);
  });
});
