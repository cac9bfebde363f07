import fc from 'fast-check';
import { instrumentOf } from '../../market/instruments';
import { ContractCore } from './contract-core';
import { ContractRejection, type ContractCommand } from './contract-core.types';
import { defaultContractTerms } from './default-contract-terms';
import { defaultOptionTerms } from './option-terms';

const at = '2026-11-25T22:00:00.000Z';
const TERMS = [defaultContractTerms(instrumentOf('BTCUSDT')!), defaultContractTerms(instrumentOf('XAUUSD')!)];
const OWNERS = ['ann', 'bob', 'cy'];
const OPTIONS = [defaultOptionTerms(instrumentOf('BTCUSDT')!)];

const ownerArb = fc.constantFrom(...OWNERS);
const positionArb = fc.integer({ min: 0, max: 11 });

/** Random customer commands; ids are small so closes, cancels and margin calls often meet a real position. */
const step = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('fund' as const), owner: ownerArb, amount: fc.integer({ min: 100, max: 200_000 }), gold: fc.boolean() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('open' as const),
      owner: ownerArb,
      position: positionArb,
      gold: fc.boolean(),
      long: fc.boolean(),
      limit: fc.boolean(),
      offsetBp: fc.integer({ min: -300, max: 300 }),
      lots: fc.integer({ min: 1, max: 120 }),
      leverage: fc.integer({ min: 1, max: 100 }),
      // Distances from the price on the side each must be (the checks are the scenario spec's business).
      tpBp: fc.option(fc.integer({ min: 5, max: 500 })),
      slBp: fc.option(fc.integer({ min: 5, max: 500 })),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('close' as const), owner: ownerArb, position: positionArb, lots: fc.option(fc.integer({ min: 1, max: 120 })) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), owner: ownerArb, position: positionArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('margin' as const), owner: ownerArb, position: positionArb, amount: fc.integer({ min: 1, max: 5_000 }) }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('tick' as const), gold: fc.boolean(), moveBp: fc.integer({ min: -800, max: 800 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('financing' as const), daily: fc.boolean(), wednesday: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('fundOptions' as const), owner: ownerArb, amount: fc.integer({ min: 10, max: 2_000 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('option' as const), owner: ownerArb, rise: fc.boolean(), amount: fc.integer({ min: 0, max: 600 }), seconds: fc.constantFrom(30, 60, 45) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('settle' as const), which: fc.nat(20), early: fc.boolean() }) },
);

const scaled = (price: number, bp: number, decimals: number) => (price * (1 + bp / 10_000)).toFixed(decimals);

describe('the contract core over random price paths and random commands', () => {
  it('keeps the books balanced, no customer or hold below zero, refusals change nothing, and a replay of its log gives the same core', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 20, maxLength: 150 }), (steps) => {
        const core = new ContractCore(TERMS, OPTIONS);
        const placed: { id: string; expiresAt: string }[] = [];
        let clock = Date.parse(at);
        const log: ContractCommand[] = [];
        const prices = { BTCUSDT: 60_000, XAUUSD: 2_000 };
        let seq = 0;
        const run = (command: ContractCommand) => {
          const before = JSON.stringify([...core.accounts()].map(([a, m]) => [a, String(m)]));
          try {
            core.execute(command);
            log.push(command);
          } catch (error) {
            if (!(error instanceof ContractRejection)) throw error;
            if (JSON.stringify([...core.accounts()].map(([a, m]) => [a, String(m)])) !== before) throw new Error(`refused ${command.type} changed balances`);
          }
        };
        const tick = (symbol: 'BTCUSDT' | 'XAUUSD', price: number) => {
          prices[symbol] = Math.max(1, price);
          clock += 1000;
          const tickAt = new Date(clock).toISOString();
          run({ type: 'ApplyTick', tick: { symbol, seq: (seq += 1), at: tickAt, price: prices[symbol].toFixed(2), source: 'property' }, at: tickAt });
        };
        tick('BTCUSDT', 60_000);
        tick('XAUUSD', 2_000);

        let midway: { snapshot: string; logged: number } | null = null;
        for (const [index, s] of steps.entries()) {
          if (index === Math.floor(steps.length / 2)) midway = { snapshot: JSON.stringify(core.snapshot()), logged: log.length };
          const symbol = 'gold' in s && s.gold ? 'XAUUSD' : 'BTCUSDT';
          const account = symbol === 'XAUUSD' ? 'jg1' : 'hy';
          switch (s.kind) {
            case 'fund':
              run({ type: 'ReceiveFromFunding', transferId: `t${log.length}-${s.owner}`, customerId: s.owner, account, amount: String(s.amount), at });
              break;
            case 'open': {
              const price = prices[symbol];
              // A pending open's take-profit and stop-loss are judged against its limit.
              const reference = s.limit ? Number(scaled(price, s.offsetBp, 2)) : price;
              run({
                type: 'OpenPosition',
                positionId: `p${s.position}`,
                ownerId: s.owner,
                symbol,
                side: s.long ? 'long' : 'short',
                orderType: s.limit ? 'limit' : 'market',
                price: s.limit ? scaled(price, s.offsetBp, 2) : undefined,
                leverage: symbol === 'XAUUSD' ? Math.min(25, s.leverage) : s.leverage,
                lots: (s.lots / 100).toFixed(2),
                takeProfit: s.tpBp === null ? null : scaled(reference, s.long ? s.tpBp : -s.tpBp, 2),
                stopLoss: s.slBp === null ? null : scaled(reference, s.long ? -s.slBp : s.slBp, 2),
                at,
              });
              break;
            }
            case 'close':
              run({ type: 'ClosePosition', positionId: `p${s.position}`, ownerId: s.owner, lots: s.lots === null ? undefined : (s.lots / 100).toFixed(2), at });
              break;
            case 'cancel':
              run({ type: 'CancelPendingOpen', positionId: `p${s.position}`, ownerId: s.owner, at });
              break;
            case 'margin':
              run({ type: 'AddMargin', positionId: `p${s.position}`, ownerId: s.owner, amount: String(s.amount), at });
              break;
            case 'tick':
              tick(symbol, Math.round(prices[symbol] * (1 + s.moveBp / 10_000) * 100) / 100);
              break;
            case 'fundOptions':
              run({ type: 'ReceiveFromFunding', transferId: `o${log.length}-${s.owner}`, customerId: s.owner, account: 'jg', amount: String(s.amount), at });
              break;
            case 'option': {
              const optionId = `opt${log.length}`;
              const acceptedAt = new Date(clock).toISOString();
              run({ type: 'PlaceOption', optionId, ownerId: s.owner, symbol: 'BTCUSDT', direction: s.rise ? 'rise' : 'fall', seconds: s.seconds, amount: String(s.amount), at: acceptedAt });
              if (core.option(optionId)) placed.push({ id: optionId, expiresAt: core.option(optionId)!.expiresAt });
              break;
            }
            case 'settle': {
              const target = placed[s.which % Math.max(1, placed.length)];
              if (!target) break;
              const settleAt = s.early ? new Date(clock).toISOString() : target.expiresAt;
              const mark = core.markOf('BTCUSDT') ?? null;
              run({ type: 'SettleOption', optionId: target.id, strikeTick: null, settlementTick: mark, at: settleAt });
              break;
            }
            case 'financing':
              run({ type: 'ChargeFinancing', slot: s.daily ? 'daily' : 'eight-hourly', slotKey: `f${log.length}`, wednesday: s.wednesday, at });
              break;
          }

          const balances = [...core.accounts()];
          if (balances.reduce((sum, [, minor]) => sum + minor, 0n) !== 0n) throw new Error(`books off after ${s.kind}`);
          if (balances.some(([account, minor]) => (account.startsWith('user:') || account.startsWith('hold:')) && minor < 0n)) throw new Error(`negative account after ${s.kind}`);
          for (const owner of OWNERS) {
            for (const position of core.positionsOf(owner)) {
              const held = core.balance(`hold:pos-${position.id}:USDT`);
              if (position.status === 'open' && held !== BigInt(position.margin.replace('.', ''))) throw new Error(`${position.id} holds ${held}, margin ${position.margin}`);
              if ((position.status === 'closed' || position.status === 'liquidated' || position.status === 'cancelled') && held !== 0n) throw new Error(`${position.id} ${position.status} still holds ${held}`);
            }
          }
        }

        const replayed = new ContractCore(TERMS, OPTIONS);
        for (const command of log) replayed.execute(command);
        const state = (c: ContractCore, live = false) =>
          JSON.stringify({
            accounts: [...c.accounts()].filter(([, m]) => m !== 0n).map(([a, m]) => [a, String(m)]).sort(),
            positions: OWNERS.map((o) => c.positionsOf(o).filter((p) => !live || p.status === 'open' || p.status === 'pending')),
          });
        if (state(replayed) !== state(core)) throw new Error('a replay of the log differs from the core');
        // A restart: the snapshot taken half-way, then the rest of the log, gives the same accounts and live positions.
        const restarted = ContractCore.restore(JSON.parse(midway!.snapshot));
        for (const command of log.slice(midway!.logged)) restarted.execute(command);
        if (state(restarted, true) !== state(core, true)) throw new Error('a restart from the snapshot differs from the core');
      }),
      { numRuns: 150 },
    );
  });
});
