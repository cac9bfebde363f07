import fc from 'fast-check';
import { canonicalJson, type EventStore } from '@meridian/eventstore';
import { EVENT_STORE } from '@meridian/runtime';
import { MarketDataService, SpotCoreService, type SpotEventData } from '@meridian/trading';
import { SpotCore, type SpotCoreSnapshot } from '../../services/trading/src/spot/domain/spot-core';
import { SPOT_CORE_STREAM } from '../../services/trading/src/spot/read-models/spot-read-model';
import { eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';
import { placeOrder, spotTrader } from '../support/spot';

let platform: TestPlatform;
let service: SpotCoreService;
let store: EventStore;
let token: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  service = platform.platform.app.get(SpotCoreService);
  store = platform.platform.app.get(EVENT_STORE);
  await platform.platform.app.get(MarketDataService).step();
  await eventually(async () => expect(service.state.marketMakerOrders('BTCUSDT').length).toBeGreaterThan(0));
  token = await spotTrader(platform.url, '50000');
});
afterAll(() => platform.stop());

/** The live core's state in a canonical form: map orders do not matter, contents do. */
const canonical = (snapshot: SpotCoreSnapshot) =>
  canonicalJson({ ...snapshot, balances: [...snapshot.balances].sort(), orders: [...snapshot.orders].sort((a, b) => (a.id < b.id ? -1 : 1)), quotes: [...snapshot.quotes].sort() });

/** Every command in the log re-run on a new core: what a restart would rebuild. */
async function replayOfLog(): Promise<SpotCoreSnapshot> {
  const core = new SpotCore();
  for (const stored of await store.readStream(SPOT_CORE_STREAM)) core.execute((stored.data as SpotEventData).command);
  return core.snapshot();
}

const liveCore = () => (service as unknown as { core: SpotCore }).core;

/** Throws from the `step`-th balance change of the next command the core runs, then stops interfering. */
function injectFaultAt(step: number): () => boolean {
  const core = liveCore();
  const adjust = core.adjust.bind(core);
  let calls = 0;
  let fired = false;
  core.adjust = (account: string, delta: bigint) => {
    if (!fired && ++calls === step) {
      fired = true;
      throw new Error(`injected fault at step ${step}`);
    }
    adjust(account, delta);
  };
  return () => fired;
}

const orders = fc.oneof(
  fc.record({ side: fc.constant('buy'), type: fc.constant('market'), quantity: fc.constantFrom('0.001', '0.01', '0.05') }),
  fc.record({ side: fc.constant('sell'), type: fc.constant('market'), quantity: fc.constantFrom('0.001', '0.002') }),
  fc.record({ side: fc.constantFrom('buy', 'sell'), type: fc.constant('limit'), price: fc.constantFrom('1000', '1000000'), quantity: fc.constant('0.001') }),
);

describe('the spot core and its log', () => {
  it('equals a replay of its log after a failure injected at any step of any command', async () => {
    await fc.assert(
      fc.asyncProperty(orders, fc.integer({ min: 1, max: 12 }), async (order, step) => {
        await eventually(async () => expect(service.isReady).toBe(true));
        const fired = injectFaultAt(step);
        const answer = await placeOrder(platform.url, token, { symbol: 'BTCUSDT', ...order });
        if (fired()) {
          expect(answer.body.message).toBe('Trading is restarting; try again in a moment');
          await eventually(async () => expect(service.isReady).toBe(true));
        } else {
          liveCore().adjust = SpotCore.prototype.adjust; // the command had fewer steps: nothing was injected
        }
        expect(canonical(liveCore().snapshot())).toBe(canonical(await replayOfLog()));
      }),
      { numRuns: 25, seed: 20261124 },
    );
  });

  it('still serves orders after a rebuild', async () => {
    const answer = await placeOrder(platform.url, token, { symbol: 'BTCUSDT', side: 'buy', type: 'market', quantity: '0.001' });
    expect(answer.body).toMatchObject({ code: 0, data: { status: 'filled' } });
    expect(canonical(liveCore().snapshot())).toBe(canonical(await replayOfLog()));
  });
});
