// `npm run verify-feed -- [--url http://localhost:3000] [--symbol BTCUSDT] [--hour 2026-11-24T15:00:00.000Z] [--token <customer token>]`
// Checks the price feed as any outsider can: the hour's revealed seed must hash to the commitment
// published before the hour, and recomputing the hour from that seed and the tick before it must give
// every recorded tick. With a customer's token, it also checks that each of their contract positions
// opened and closed at a tick the public record holds, at that tick's price.
import { join, dirname } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
await import(pathToFileURL(join(root, 'scripts/build-server.mjs')).href);
const require = createRequire(import.meta.url);
const { verifyHour } = require('../libs/price-walk/dist/index.js');
const { instrumentOf } = require('../services/trading/dist/market/instruments.js');

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const url = arg('url', 'http://localhost:3000').replace(/\/$/, '');
const symbol = arg('symbol', 'BTCUSDT').toUpperCase();
const token = arg('token', null);
const read = async (path) => {
  const res = await fetch(`${url}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()).data;
};

// The catalogue's markets from this checkout's code; a coin listed after its subscription from the walk
// parameters the platform published when it was listed.
const instrument = instrumentOf(symbol) ?? (await read('/api/v1/feed/instruments')).items.find((item) => item.symbol === symbol);
if (!instrument) throw new Error(`unknown instrument ${symbol}`);
const { items: commitments } = await read('/api/v1/feed/commitments?hours=168');
const revealed = commitments.filter((c) => c.seed !== null);
const hour = arg('hour', revealed.at(-1)?.hour);
const entry = commitments.find((c) => c.hour === hour);
if (!entry) throw new Error(`no commitment listed for ${hour}`);
if (entry.seed === null) {
  console.log(`${hour}: its seed is revealed when the hour ends; commitment ${entry.commitment}`);
  process.exit(0);
}
const { items } = await read(`/api/v1/markets/${symbol}/ticks?hour=${encodeURIComponent(hour)}`);
// The walk starts from the listing price: the first tick ever has no recorded tick before it.
const previous = items.find((t) => t.at < hour) ?? (items[0]?.seq === 1 ? { seq: 0, price: instrument.startPrice } : undefined);
const ticks = items.filter((t) => t.at >= hour && t.source === 'sim:hourly');
let failed = false;
if (!previous || ticks.length === 0) {
  console.log(`${symbol} ${hour}: no committed ticks recorded in this hour (the market was closed, or the feed ran with a fixed seed)`);
} else {
  const result = verifyHour({ instrument, seed: entry.seed, commitment: entry.commitment, previous, ticks });
  console.log(`${symbol} ${hour}: seed ${result.seedMatchesCommitment ? 'matches' : 'DOES NOT MATCH'} its commitment; ${result.checked} ticks recomputed, ${result.mismatches.length} differ`);
  for (const m of result.mismatches.slice(0, 20)) console.log(`  tick #${m.seq}: recorded ${m.recorded}, the seed gives ${m.recomputed}`);
  failed = !result.seedMatchesCommitment || result.mismatches.length > 0;
}

if (token) {
  const { items: positions } = await read('/api/v1/contracts/positions?status=history');
  let checked = 0;
  for (const position of positions) {
    for (const tick of [position.entryTick, position.closeTick].filter(Boolean)) {
      const { items: recorded } = await read(`/api/v1/markets/${tick.symbol}/ticks?from_seq=${tick.seq}&to_seq=${tick.seq}`);
      const same = recorded.some((r) => r.seq === tick.seq && Number(r.price) === Number(tick.price) && r.at === tick.at);
      checked += 1;
      if (!same) {
        failed = true;
        console.log(`  position ${position.id}: tick #${tick.seq} at ${tick.price} is not in the public record`);
      }
    }
  }
  console.log(`${checked} ticks named by your closed positions checked against the public record`);
}
process.exit(failed ? 1 : 0);
