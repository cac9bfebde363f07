import fc from 'fast-check';
import { ASSETS, Money, type Asset } from '@meridian/money';
import { clearingAccount, holdAccount, platformAccount, userAccount } from './account-name';
import type { Posting } from './journal-entry';
import type { LedgerCommand } from './ledger.commands';
import { decide, evolve } from './ledger.decider';
import type { LedgerEvent } from './ledger.events';
import { initialLedgerState, type LedgerState } from './ledger.state';
import { LedgerError } from './ledger-error';
import { trialBalance } from './trial-balance';
import { decodeLedgerState, encodeLedgerState } from './ledger-state.codec';

// A small world, so random commands collide often: same accounts, same hold ids, two assets.
const assets: Asset[] = [ASSETS.USDT, ASSETS.BTC];
const accountsOf = (asset: Asset) => [
  userAccount('alice', 'funding', asset),
  userAccount('alice', 'spot', asset),
  userAccount('bob', 'funding', asset),
  platformAccount('deposit-clearing', asset),
  platformAccount('fees', asset),
  clearingAccount('trading', asset),
  holdAccount('h1', asset), // only hold commands may move it: every other use must be refused
];
const holdIds = ['h1', 'h2', 'h3', 'h4'];
/** The platform purposes that stand for money outside the platform, written out here on purpose. */
const OUTSIDE = ['deposit-clearing', 'coin-issuance', 'demo-faucet', 'market-maker-capital'];
const now = '2025-06-01T12:00:00.000Z';

const asset = fc.constantFrom(...assets);
const minor = fc.oneof(fc.bigInt({ min: 1n, max: 500n }), fc.constantFrom(0n, -1n, -50n));
// Mostly the account's own asset; sometimes another, to exercise the mismatch rule.
const posting: fc.Arbitrary<Posting> = fc
  .tuple(asset, fc.nat(6), minor, fc.boolean(), fc.nat(9))
  .map(([a, index, m, negative, mismatch]) => {
    const amountAsset = mismatch === 0 ? assets.find((other) => other !== a)! : a;
    return { account: accountsOf(a)[index]!, amount: Money.ofMinor(amountAsset, negative ? -m : m) };
  });
// Funding comes mostly from platform accounts, so users have money to move, hold and overdraw.
const balancedTransfer: fc.Arbitrary<Posting[]> = fc
  .tuple(asset, fc.oneof(fc.constantFrom(3, 5), fc.nat(6)), fc.nat(6), fc.bigInt({ min: 1n, max: 400n }))
  .map(([a, from, to, m]) => [
    { account: accountsOf(a)[from]!, amount: Money.ofMinor(a, -m) },
    { account: accountsOf(a)[to]!, amount: Money.ofMinor(a, m) },
  ]);

/** Where a PostHold sends the money; made concrete only once the hold's amount is known. */
interface Destination {
  index: number;
  split: boolean;
  fee: bigint;
  /** Added to the first destination: usually 0, sometimes one unit too few or too many. */
  skew: bigint;
  otherAsset: boolean;
}
const pendingDestinations = new WeakMap<LedgerCommand, Destination>();

const command: fc.Arbitrary<LedgerCommand> = fc.oneof(
  fc
    .tuple(fc.oneof(balancedTransfer, balancedTransfer, fc.array(posting, { maxLength: 4 })), fc.nat(1000))
    .map(([postings, id]): LedgerCommand => ({ type: 'PostEntry', data: { id: `e${id}`, postings, memo: '' }, metadata: { now } })),
  fc
    .tuple(fc.constantFrom(...holdIds), posting)
    .map(([holdId, p]): LedgerCommand => ({
      type: 'PlaceHold',
      data: { holdId, from: p.account, amount: p.amount.abs(), memo: '' },
      metadata: { now },
    })),
  fc
    .tuple(
      fc.constantFrom(...holdIds),
      fc.nat(6),
      fc.boolean(),
      fc.oneof(fc.constant(0n), fc.bigInt({ min: -2n, max: 60n })),
      fc.constantFrom(0n, 0n, 0n, -1n, 1n),
      fc.nat(9),
    )
    .map(([holdId, index, split, fee, skew, other]): LedgerCommand => {
      const cmd: LedgerCommand = { type: 'PostHold', data: { holdId, to: [] }, metadata: { now } };
      pendingDestinations.set(cmd, { index, split, fee, skew, otherAsset: other === 0 });
      return cmd;
    }),
  fc.constantFrom(...holdIds).map((holdId): LedgerCommand => ({ type: 'VoidHold', data: { holdId }, metadata: { now } })),
);

function concretise(cmd: LedgerCommand, state: LedgerState): LedgerCommand {
  const destination = pendingDestinations.get(cmd);
  if (cmd.type !== 'PostHold' || destination === undefined) return cmd;
  const hold = state.holds.get(cmd.data.holdId);
  const holdAsset = hold?.amount.asset ?? ASSETS.USDT;
  const a = destination.otherAsset ? assets.find((other) => other !== holdAsset)! : holdAsset;
  const account = accountsOf(a)[destination.index]!;
  if (!destination.split) return { ...cmd, data: { ...cmd.data, to: account } };
  const amount = hold?.amount.minor ?? 10n;
  const fee = destination.fee;
  const to: Posting[] = [
    { account, amount: Money.ofMinor(a, amount - (fee > 0n ? fee : 0n) + destination.skew) },
    { account: platformAccount('fees', a), amount: Money.ofMinor(a, fee) },
  ];
  return { ...cmd, data: { ...cmd.data, to } };
}

/** A naive reference ledger on plain bigints and strings, sharing no code with the decider. */
class ReferenceLedger {
  balances = new Map<string, bigint>();
  holds = new Map<string, { from: string; code: string; amount: bigint; open: boolean }>();

  accepts(cmd: LedgerCommand): boolean {
    const code = (account: string) => account.split(':').pop()!;
    const isUser = (account: string) => account.startsWith('user:');
    const isHold = (account: string) => account.startsWith('hold:');
    // Customers' money, holds and every platform account but those standing for outside money.
    const guarded = (account: string) => isUser(account) || isHold(account) || (account.startsWith('platform:') && !OUTSIDE.includes(account.split(':')[1]!));
    const balance = (account: string) => this.balances.get(account) ?? 0n;
    switch (cmd.type) {
      case 'PostEntry': {
        const ps = cmd.data.postings;
        if (ps.length < 2 || ps.some((p) => p.amount.minor === 0n || p.amount.asset.code !== code(p.account) || isHold(p.account)))
          return false;
        const sums = new Map<string, bigint>();
        const after = new Map<string, bigint>();
        for (const p of ps) {
          sums.set(code(p.account), (sums.get(code(p.account)) ?? 0n) + p.amount.minor);
          after.set(p.account, (after.get(p.account) ?? balance(p.account)) + p.amount.minor);
        }
        const debited = (account: string, b: bigint) => b < balance(account);
        if ([...sums.values()].some((s) => s !== 0n) || [...after].some(([account, b]) => guarded(account) && debited(account, b) && b < 0n)) return false;
        ps.forEach((p) => this.move(p.account, p.amount.minor));
        return true;
      }
      case 'PlaceHold': {
        const { holdId, from, amount } = cmd.data;
        if (amount.minor <= 0n || amount.asset.code !== code(from) || isHold(from) || this.holds.get(holdId)?.open) return false;
        if (guarded(from) && balance(from) < amount.minor) return false;
        this.move(from, -amount.minor);
        this.move(`hold:${holdId}:${code(from)}`, amount.minor);
        this.holds.set(holdId, { from, code: code(from), amount: amount.minor, open: true });
        return true;
      }
      case 'PostHold': {
        const hold = this.holds.get(cmd.data.holdId);
        if (!hold?.open) return false;
        const to = cmd.data.to;
        const ps =
          typeof to === 'string'
            ? [{ account: to, minor: hold.amount, code: code(to) }]
            : to.map((p) => ({ account: p.account, minor: p.amount.minor, code: p.amount.asset.code }));
        if (ps.some((p) => p.minor <= 0n || p.code !== hold.code || code(p.account) !== hold.code || isHold(p.account))) return false;
        if (ps.reduce((s, p) => s + p.minor, 0n) !== hold.amount) return false;
        this.move(`hold:${cmd.data.holdId}:${hold.code}`, -hold.amount);
        ps.forEach((p) => this.move(p.account, p.minor));
        hold.open = false;
        return true;
      }
      case 'VoidHold': {
        const hold = this.holds.get(cmd.data.holdId);
        if (!hold?.open) return false;
        this.move(`hold:${cmd.data.holdId}:${hold.code}`, -hold.amount);
        this.move(hold.from, hold.amount);
        hold.open = false;
        return true;
      }
    }
  }

  private move(account: string, minor: bigint): void {
    const next = (this.balances.get(account) ?? 0n) + minor;
    if (next === 0n) this.balances.delete(account);
    else this.balances.set(account, next);
  }
}

const snapshot = (state: LedgerState) =>
  JSON.stringify({
    balances: [...state.balances].map(([account, money]) => [account, money.toString()]).sort(),
    holds: [...state.holds.values()].map((hold) => ({ ...hold, amount: hold.amount.toString() })),
  });

interface Run {
  state: LedgerState;
  events: LedgerEvent[];
  accepted: Record<LedgerCommand['type'], number>;
}

function runAll(commands: LedgerCommand[], reference = new ReferenceLedger(), check: (state: LedgerState) => void = () => {}): Run {
  let state = initialLedgerState();
  const events: LedgerEvent[] = [];
  const accepted = { PostEntry: 0, PlaceHold: 0, PostHold: 0, VoidHold: 0 };
  for (const raw of commands) {
    const cmd = concretise(raw, state);
    const before = snapshot(state);
    const expectedToPass = reference.accepts(cmd);
    let emitted: LedgerEvent[];
    try {
      emitted = decide(cmd, state);
    } catch (error) {
      if (!(error instanceof LedgerError)) throw error;
      expect(snapshot(state)).toBe(before); // a refusal changes nothing
      expect({ command: cmd.type, accepted: false, code: error.code }).toEqual({
        command: cmd.type,
        accepted: expectedToPass,
        code: error.code,
      });
      continue;
    }
    expect({ command: cmd.type, accepted: true }).toEqual({ command: cmd.type, accepted: expectedToPass });
    accepted[cmd.type] += 1;
    state = emitted.reduce(evolve, state);
    events.push(...emitted);
    const modelBalances = [...reference.balances].map(([account, m]) => `${account}=${m}`).sort();
    expect([...state.balances].map(([account, money]) => `${account}=${money.minor}`).sort()).toEqual(modelBalances);
    check(state);
  }
  return { state, events, accepted };
}

describe('ledger properties', () => {
  const commands = fc.array(command, { minLength: 10, maxLength: 60 });
  const totals = { PostEntry: 0, PlaceHold: 0, PostHold: 0, VoidHold: 0 };

  it('agrees with a naive reference ledger on every accept, refusal and balance', () => {
    fc.assert(
      fc.property(commands, (cmds) => {
        const { accepted } = runAll(cmds);
        for (const type of Object.keys(totals) as (keyof typeof totals)[]) totals[type] += accepted[type];
      }),
      { numRuns: 300 },
    );
    // The property would hold vacuously if everything were refused; make sure it was not.
    expect(Math.min(...Object.values(totals))).toBeGreaterThan(20);
  });

  it('never takes a guarded platform account below zero, judged by what the whole ledger holds in it', () => {
    // The stream's own share of a shared platform account says nothing; the store supplies the whole
    // ledger's balance, and only that decides.
    const payouts = platformAccount('earn-payouts', ASSETS.USDT);
    const alice = userAccount('alice', 'funding', ASSETS.USDT);
    fc.assert(
      fc.property(fc.bigInt({ min: -50n, max: 500n }), fc.bigInt({ min: -500n, max: 500n }), fc.bigInt({ min: 1n, max: 500n }), (whole, local, pay) => {
        let state = initialLedgerState();
        if (local !== 0n) {
          const source = platformAccount('deposit-clearing', ASSETS.USDT);
          // The stream's history as given (its share may even be below zero: others funded, it paid).
          const postings = [{ account: source, amount: Money.ofMinor(ASSETS.USDT, -local) }, { account: payouts, amount: Money.ofMinor(ASSETS.USDT, local) }];
          state = evolve(state, { type: 'EntryPosted', data: { id: 'seed', postings, memo: '', at: now } });
        }
        const shared = new Map([[payouts, Money.ofMinor(ASSETS.USDT, whole)]]);
        const yieldPaid: LedgerCommand = {
          type: 'PostEntry',
          data: { id: 'yield', postings: [{ account: payouts, amount: Money.ofMinor(ASSETS.USDT, -pay) }, { account: alice, amount: Money.ofMinor(ASSETS.USDT, pay) }], memo: '' },
          metadata: { now },
        };
        const refund: LedgerCommand = {
          type: 'PostEntry',
          data: { id: 'refund', postings: [{ account: alice, amount: Money.ofMinor(ASSETS.USDT, pay) }, { account: platformAccount('deposit-clearing', ASSETS.USDT), amount: Money.ofMinor(ASSETS.USDT, -pay) }], memo: '' },
          metadata: { now },
        };
        const withAlice = decide(refund, state).reduce(evolve, state);
        const penalty: LedgerCommand = {
          type: 'PostEntry',
          data: { id: 'penalty', postings: [{ account: alice, amount: Money.ofMinor(ASSETS.USDT, -pay) }, { account: payouts, amount: Money.ofMinor(ASSETS.USDT, pay) }], memo: '' },
          metadata: { now },
        };
        // A credit is never refused, even to an account history left below zero.
        expect(() => decide(penalty, { ...withAlice, shared })).not.toThrow();
        if (whole >= pay) {
          const after = decide(yieldPaid, { ...state, shared }).reduce(evolve, state);
          expect(after.balances.get(alice)?.minor).toBe(pay);
        } else {
          expect(() => decide(yieldPaid, { ...state, shared })).toThrow(expect.objectContaining({ code: 'ledger.platformAccountUncovered' }));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('keeps every asset summing to zero and no user or hold account negative, after every command', () => {
    fc.assert(
      fc.property(commands, (cmds) => {
        runAll(cmds, new ReferenceLedger(), (state) => {
          const report = trialBalance(state);
          expect(report.negativeAccounts).toEqual([]);
          expect(report.holdMismatches).toEqual([]);
          expect(report.totals.filter((total) => !total.isZero())).toEqual([]);
          expect(report.balanced).toBe(true);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('resolves each hold at most once, and only after placing it', () => {
    fc.assert(
      fc.property(commands, (cmds) => {
        const { events, state } = runAll(cmds);
        // Across the whole history a hold id is unique by the holds read model's key; the decider
        // itself only knows what is pending, so here an id may come back once its hold is resolved.
        const pending = new Set<string>();
        for (const event of events) {
          if (event.type === 'HoldPlaced') {
            expect(pending.has(event.data.holdId)).toBe(false);
            pending.add(event.data.holdId);
          }
          if (event.type === 'HoldPosted' || event.type === 'HoldVoided') {
            expect(pending.has(event.data.holdId)).toBe(true);
            pending.delete(event.data.holdId);
          }
        }
        expect([...state.holds.keys()].sort()).toEqual([...pending].sort());
        for (const hold of state.holds.values()) expect(state.balances.get(holdAccount(hold.holdId, hold.amount.asset))?.minor).toBe(hold.amount.minor);
        for (const [account] of state.balances) if (account.startsWith('hold:')) expect(pending.has(account.split(':')[1]!)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same state from a snapshot at any point plus the events after it as from the whole history', () => {
    fc.assert(
      fc.property(commands, fc.nat(), (cmds, cut) => {
        const { events, state } = runAll(cmds);
        const at = events.length === 0 ? 0 : cut % (events.length + 1);
        const stored = JSON.parse(JSON.stringify(encodeLedgerState(events.slice(0, at).reduce(evolve, initialLedgerState()))));
        const resumed = events.slice(at).reduce(evolve, decodeLedgerState(stored));
        expect(snapshot(resumed)).toBe(snapshot(state));
      }),
      { numRuns: 300 },
    );
  });

  it('rebuilds the same state by replaying the emitted events from the start', () => {
    fc.assert(
      fc.property(commands, (cmds) => {
        const { events, state } = runAll(cmds);
        expect(events.reduce(evolve, initialLedgerState())).toEqual(state);
      }),
      { numRuns: 300 },
    );
  });
});
