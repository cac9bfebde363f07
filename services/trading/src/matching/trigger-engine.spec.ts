import fc from 'fast-check';
import { ScanningTriggers, TriggerEngine, type Trigger } from './trigger-engine';

const stop = (id: string, level: number, direction: Trigger['direction'] = 'at-or-below', symbol = 'BTCUSDT'): Trigger => ({ id, symbol, direction, level });

describe('the trigger engine', () => {
  it('fires only the triggers a tick crosses, once', () => {
    const engine = new TriggerEngine();
    engine.set(stop('a', 100));
    engine.set(stop('b', 90));
    engine.set(stop('c', 110, 'at-or-above'));
    expect(engine.fire('BTCUSDT', 101)).toEqual([]);
    expect(engine.fire('BTCUSDT', 100).map((t) => t.id)).toEqual(['a']);
    expect(engine.fire('BTCUSDT', 100)).toEqual([]);
    expect(engine.fire('BTCUSDT', 200).map((t) => t.id)).toEqual(['c']);
    expect(engine.size).toBe(1);
  });

  it('keeps instruments apart, and forgets a removed or replaced trigger', () => {
    const engine = new TriggerEngine();
    engine.set(stop('a', 100));
    engine.set(stop('e', 100, 'at-or-below', 'ETHUSDT'));
    engine.set(stop('b', 100));
    engine.remove('b');
    engine.set(stop('a', 50));
    expect(engine.fire('BTCUSDT', 80)).toEqual([]);
    expect(engine.fire('BTCUSDT', 50).map((t) => t.id)).toEqual(['a']);
    expect(engine.fire('ETHUSDT', 100).map((t) => t.id)).toEqual(['e']);
  });

  it('fires exactly what a scan of every trigger fires, and says beforehand whether it will and which, under any sequence of sets, removals and ticks', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('set' as const), id: fc.integer({ min: 0, max: 40 }), level: fc.integer({ min: 0, max: 60 }), above: fc.boolean(), symbol: fc.constantFrom('A', 'B') }),
      fc.record({ kind: fc.constant('remove' as const), id: fc.integer({ min: 0, max: 40 }) }),
      fc.record({ kind: fc.constant('tick' as const), price: fc.integer({ min: 0, max: 60 }), symbol: fc.constantFrom('A', 'B') }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 300 }), (ops) => {
        const engine = new TriggerEngine();
        const scan = new ScanningTriggers();
        for (const o of ops) {
          if (o.kind === 'set') {
            const trigger = stop(String(o.id), o.level, o.above ? 'at-or-above' : 'at-or-below', o.symbol);
            engine.set(trigger);
            scan.set(trigger);
          } else if (o.kind === 'remove') {
            engine.remove(String(o.id));
            scan.remove(String(o.id));
          } else {
            const predicted = engine.wouldFire(o.symbol, o.price);
            const named = engine.crossedBy(o.symbol, o.price).map((t) => t.id).sort();
            const ours = engine.fire(o.symbol, o.price).map((t) => t.id).sort();
            if (predicted !== ours.length > 0 || JSON.stringify(named) !== JSON.stringify(ours)) return false;
            const reference = scan.fire(o.symbol, o.price).map((t) => t.id).sort();
            if (JSON.stringify(ours) !== JSON.stringify(reference)) return false;
          }
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it('stays correct after compacting many replaced triggers', () => {
    const engine = new TriggerEngine();
    for (let round = 0; round < 5; round += 1) for (let i = 0; i < 1000; i += 1) engine.set(stop(`p${i}`, 1000 + round));
    expect(engine.size).toBe(1000);
    expect(engine.fire('BTCUSDT', 1004)).toHaveLength(1000);
  });
});
