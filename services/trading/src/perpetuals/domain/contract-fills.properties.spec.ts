import fc from 'fast-check';
import { Decimal } from '@meridian/money';
import { instrumentOf } from '../../market/instruments';
import { ContractCore, customerAccount } from './contract-core';
import { ContractRejection, type TickRef } from './contract-core.types';
import type { ContractTerms } from './contract-terms';
import { defaultContractTerms } from './default-contract-terms';
import { openPriceAt } from './margin-math';

const at = '2026-11-25T10:00:00.000Z';
const BTC: ContractTerms = defaultContractTerms(instrumentOf('BTCUSDT')!);
const d = Decimal.parse;

/** A limit order: how far its limit is from the first price (in basis points, either side), its size and leverage. */
const orderArb = fc.record({
  short: fc.boolean(),
  limitBp: fc.integer({ min: -2_000, max: 2_000 }),
  lots: fc.integer({ min: 1, max: 200 }),
  leverage: fc.integer({ min: 1, max: 100 }),
});

/**
 * Issue 19: a limit open fills at the market, never at its own price. Over random limits, random price
 * paths and random balances (credits arriving in between), every fill is at its tick plus or minus half
 * the spread, at the limit or better, names a tick the core was given, and holds at least the notional
 * at that entry over the leverage.
 */
describe('limit opens fill from the feed', () => {
  it('fills every limit open at its tick plus or minus half the spread, with margin covering notional at entry over leverage', () => {
    let fills = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 100_000 }),
        fc.array(orderArb, { minLength: 1, maxLength: 8 }),
        fc.array(fc.oneof(fc.record({ moveBp: fc.integer({ min: -400, max: 400 }) }), fc.record({ credit: fc.integer({ min: 1, max: 50_000 }) })), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 10, max: 200_000 }),
        (start, orders, path, balance) => {
          const core = new ContractCore([BTC]);
          const ticks = new Map<number, TickRef>();
          let seq = 0;
          let price = start;
          const tick = (next: number) => {
            price = Math.max(1, next);
            const ref: TickRef = { symbol: 'BTCUSDT', seq: (seq += 1), at, price: price.toFixed(2), source: 'property' };
            ticks.set(ref.seq, ref);
            core.execute({ type: 'ApplyTick', tick: ref, at });
          };
          let transfers = 0;
          const credit = (amount: number) => core.execute({ type: 'ReceiveFromFunding', transferId: `t${(transfers += 1)}`, customerId: 'ann', account: 'hy', amount: String(amount), at });
          tick(start);
          credit(balance);
          const placed: string[] = [];
          for (const [index, order] of orders.entries()) {
            const limit = (start * (1 + order.limitBp / 10_000)).toFixed(2);
            try {
              core.execute({ type: 'OpenPosition', positionId: `p${index}`, ownerId: 'ann', symbol: 'BTCUSDT', side: order.short ? 'short' : 'long', orderType: 'limit', price: limit, leverage: order.leverage, lots: (order.lots / 100).toFixed(2), at });
              placed.push(`p${index}`);
            } catch (error) {
              if (!(error instanceof ContractRejection)) throw error;
            }
          }
          for (const step of path) {
            if ('credit' in step) credit(step.credit);
            else tick(Math.round(price * (1 + step.moveBp / 10_000) * 100) / 100);
          }
          for (const id of placed) {
            const position = core.position(id)!;
            if (position.entryTick === null) {
              expect(position.status === 'pending' || position.status === 'cancelled').toBe(true);
              continue;
            }
            // The entry names a tick the core was given, and is exactly that tick's price plus or minus half the spread.
            expect(ticks.get(position.entryTick.seq)).toEqual(position.entryTick);
            const entry = openPriceAt(position.entryTick.price, position.side, position.terms.spread);
            expect(position.entryPrice).toBe(entry.toString());
            // At the limit or better: at or below it for a long, at or above it for a short.
            expect(entry.compare(d(position.limitPrice!)) * (position.side === 'long' ? 1 : -1)).toBeLessThanOrEqual(0);
            fills += 1;
            // The margin it opened with covers the notional at entry over the leverage.
            const notional = d(position.quantity).multiply(entry);
            expect(d(position.initialMargin).multiply(Decimal.of(BigInt(position.leverage))).compare(notional)).toBeGreaterThanOrEqual(0);
          }
          expect(core.balance(customerAccount('ann', 'hy')) >= 0n).toBe(true);
          expect([...core.accounts().values()].reduce((sum, minor) => sum + minor, 0n)).toBe(0n);
        },
      ),
      { numRuns: 300 },
    );
    // Not vacuous: many of the random orders did fill.
    expect(fills).toBeGreaterThan(100);
  });
});
