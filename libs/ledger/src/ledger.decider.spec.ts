import { ASSETS, Money, defineAsset } from '@meridian/money';
import { clearingAccount, holdAccount, platformAccount, userAccount } from './account-name';
import type { Posting } from './journal-entry';
import type { LedgerCommand } from './ledger.commands';
import { decide, evolve } from './ledger.decider';
import type { EntryPosted, LedgerEvent } from './ledger.events';
import { balanceOf, initialLedgerState } from './ledger.state';
import { LedgerError } from './ledger-error';
import { deciderSpec } from '@meridian/testing';

const spec = deciderSpec(decide, evolve, initialLedgerState);
const now = '2025-03-01T10:00:00.000Z';
const later = '2025-03-01T11:00:00.000Z';
const { USDT, BTC } = ASSETS;
const usdt = (text: string) => Money.parse(USDT, text);
const btc = (text: string) => Money.parse(BTC, text);

const alice = userAccount('alice', 'funding', USDT);
const aliceSpot = userAccount('alice', 'spot', USDT);
const bob = userAccount('bob', 'funding', USDT);
const outside = platformAccount('deposit-clearing', USDT);
const fees = platformAccount('fees', USDT);
const clearing = clearingAccount('trading', USDT);

const post = (account: string, amount: Money): Posting => ({ account, amount });
const postEntry = (postings: Posting[], id = 'entry-1', at = now): LedgerCommand => ({
  type: 'PostEntry',
  data: { id, postings, memo: 'test' },
  metadata: { now: at },
});
const placeHold = (holdId: string, from: string, amount: Money): LedgerCommand => ({
  type: 'PlaceHold',
  data: { holdId, from, amount, memo: 'withdrawal' },
  metadata: { now },
});
const postHold = (holdId: string, to: string | Posting[]): LedgerCommand => ({
  type: 'PostHold',
  data: { holdId, to, memo: 'approved' },
  metadata: { now: later },
});
const voidHold = (holdId: string): LedgerCommand => ({ type: 'VoidHold', data: { holdId, reason: 'rejected' }, metadata: { now: later } });

const deposited = (account: string, amount: Money, id = 'deposit-1'): EntryPosted => ({
  type: 'EntryPosted',
  data: {
    id,
    postings: [post(platformAccount('deposit-clearing', amount.asset), amount.negate()), post(account, amount)],
    memo: 'deposit',
    at: now,
  },
});
const held = (holdId: string, from: string, amount: Money): LedgerEvent => ({
  type: 'HoldPlaced',
  data: { holdId, from, amount, memo: 'withdrawal', at: now },
});
const heldPosted = (holdId: string, amount: Money, postings: Posting[]): LedgerEvent => ({
  type: 'HoldPosted',
  data: { holdId, amount, postings, memo: 'approved', at: later },
});
const heldVoided = (holdId: string, to: string, amount: Money): LedgerEvent => ({
  type: 'HoldVoided',
  data: { holdId, to, amount, reason: 'rejected', at: later },
});

const aliceHas100 = deposited(alice, usdt('100'));

describe('ledger decider', () => {
  describe('PostEntry', () => {
    it('records a balanced entry at the time the command carries', () =>
      spec
        .given([])
        .when(postEntry([post(outside, usdt('-100')), post(alice, usdt('100'))], 'deposit-1'))
        .then([{ ...aliceHas100, data: { ...aliceHas100.data, memo: 'test' } }]));

    it('keeps the correlation id', () => {
      const command: LedgerCommand = {
        type: 'PostEntry',
        data: { id: 'e', postings: [post(outside, usdt('-1')), post(alice, usdt('1'))], memo: 'm', correlationId: 'transfer-9' },
        metadata: { now },
      };
      spec
        .given([])
        .when(command)
        .then([
          {
            type: 'EntryPosted',
            data: {
              id: 'e',
              postings: [post(outside, usdt('-1')), post(alice, usdt('1'))],
              memo: 'm',
              at: now,
              correlationId: 'transfer-9',
            },
          },
        ]);
    });

    it('balances each asset on its own within one entry', () => {
      const postings = [
        post(outside, usdt('-65000')),
        post(alice, usdt('65000')),
        post(userAccount('alice', 'funding', BTC), btc('-1')),
        post(platformAccount('deposit-clearing', BTC), btc('1')),
      ];
      spec
        .given([deposited(userAccount('alice', 'funding', BTC), btc('1'))])
        .when(postEntry(postings))
        .then([{ type: 'EntryPosted', data: { id: 'entry-1', postings, memo: 'test', at: now } }]);
    });

    it('lets the accounts standing for outside money and transit clearing go negative', () => {
      const postings = [post(clearing, usdt('-5')), post(outside, usdt('-5')), post(platformAccount('demo-faucet', USDT), usdt('-1')), post(bob, usdt('11'))];
      spec
        .given([])
        .when(postEntry(postings))
        .then([{ type: 'EntryPosted', data: { id: 'entry-1', postings, memo: 'test', at: now } }]);
    });

    it.each(['treasury', 'fees', 'insurance', 'loan-book', 'earn-payouts', 'etf-funds', 'subscription-proceeds', 'market-maker', 'house', 'financing'] as const)(
      'refuses a debit platform:%s cannot cover',
      (purpose) =>
        spec
          .given([])
          .when(postEntry([post(platformAccount(purpose, USDT), usdt('-0.000001')), post(bob, usdt('0.000001'))]))
          .thenThrows('ledger.platformAccountUncovered'),
    );

    const payouts = platformAccount('earn-payouts', USDT);
    const funded = (amount: string): EntryPosted => ({
      type: 'EntryPosted',
      data: { id: 'funded', postings: [post(outside, usdt(amount).negate()), post(payouts, usdt(amount))], memo: 'capital', at: now },
    });
    it('lets a platform account pay what it holds, to the last unit', () =>
      spec
        .given([funded('20')])
        .when(postEntry([post(payouts, usdt('-20')), post(alice, usdt('20'))]))
        .then([{ type: 'EntryPosted', data: { id: 'entry-1', postings: [post(payouts, usdt('-20')), post(alice, usdt('20'))], memo: 'test', at: now } }]));
    it('refuses yields beyond what the payout account holds (20 funded, 379 asked)', () =>
      spec
        .given([funded('20')])
        .when(postEntry([post(payouts, usdt('-379')), post(alice, usdt('379'))]))
        .thenThrows('ledger.platformAccountUncovered'));

    it('judges a shared platform account by what the whole ledger holds, not the stream', () => {
      const command = postEntry([post(payouts, usdt('-5')), post(alice, usdt('5'))]);
      const stream = [funded('20')].reduce(evolve, initialLedgerState());
      // Other customers' yields took 18 of the 20 this stream saw funded: 2 are left.
      expect(() => decide(command, { ...stream, shared: new Map([[payouts, usdt('2')]]) })).toThrow(
        expect.objectContaining({ code: 'ledger.platformAccountUncovered' }),
      );
      // And a stream that never saw the funding may pay from what the whole ledger holds.
      expect(decide(command, { ...initialLedgerState(), shared: new Map([[payouts, usdt('5')]]) })).toHaveLength(1);
    });

    it('never refuses a credit, even to a platform account history left below zero', () =>
      spec
        .given([aliceHas100])
        .when(postEntry([post(alice, usdt('-1')), post(payouts, usdt('1'))]))
        .then([{ type: 'EntryPosted', data: { id: 'entry-1', postings: [post(alice, usdt('-1')), post(payouts, usdt('1'))], memo: 'test', at: now } }]));

    it('lets a user spend the whole balance, netting postings to the same account', () => {
      const postings = [post(alice, usdt('-100')), post(alice, usdt('30')), post(alice, usdt('-30')), post(aliceSpot, usdt('100'))];
      spec
        .given([aliceHas100])
        .when(postEntry(postings))
        .then([{ type: 'EntryPosted', data: { id: 'entry-1', postings, memo: 'test', at: now } }]);
    });

    it('refuses to take a user account below zero', () =>
      spec
        .given([aliceHas100])
        .when(postEntry([post(alice, usdt('-100.000001')), post(aliceSpot, usdt('100.000001'))]))
        .thenThrows('ledger.insufficientFunds'));

    it('refuses to debit a user who has nothing', () =>
      spec
        .given([])
        .when(postEntry([post(bob, usdt('-1')), post(outside, usdt('1'))]))
        .thenThrows('ledger.insufficientFunds'));

    it('refuses an entry without postings', () => spec.given([]).when(postEntry([])).thenThrows('ledger.emptyEntry'));
    it('refuses an entry with one posting', () =>
      spec
        .given([])
        .when(postEntry([post(alice, usdt('1'))]))
        .thenThrows('ledger.emptyEntry'));
    it('refuses a zero posting', () =>
      spec
        .given([])
        .when(postEntry([post(outside, usdt('0')), post(alice, usdt('0'))]))
        .thenThrows('ledger.zeroPosting'));
    it('refuses an unbalanced entry', () =>
      spec
        .given([])
        .when(postEntry([post(outside, usdt('-1')), post(alice, usdt('1.000001'))]))
        .thenThrows('ledger.unbalanced'));
    it('refuses an amount in another asset than the account', () =>
      spec
        .given([])
        .when(postEntry([post(outside, btc('-1')), post(alice, btc('1'))]))
        .thenThrows('ledger.assetMismatch'));
    it('refuses a code that arrives at two scales', () =>
      spec
        .given([])
        .when(postEntry([post(outside, usdt('-1')), post(alice, Money.parse(defineAsset('USDT', 2), '1'))]))
        .thenThrows('ledger.assetMismatch'));
    it('refuses an account name it cannot parse', () =>
      spec
        .given([])
        .when(postEntry([post('user:alice:USDT', usdt('1')), post(outside, usdt('-1'))]))
        .thenThrows('ledger.invalidAccount'));
    it('refuses an entry without an id', () =>
      spec
        .given([])
        .when(postEntry([post(outside, usdt('-1')), post(alice, usdt('1'))], ''))
        .thenThrows('ledger.invalidEntry'));
    it('refuses a command whose time is not an ISO time', () =>
      spec
        .given([])
        .when(postEntry([post(outside, usdt('-1')), post(alice, usdt('1'))], 'e', 'yesterday'))
        .thenThrows('ledger.invalidCommand'));
    it('refuses to touch a hold account directly', () =>
      spec
        .given([])
        .when(postEntry([post(outside, usdt('-1')), post(holdAccount('h1', USDT), usdt('1'))]))
        .thenThrows('ledger.holdAccountReserved'));
  });

  describe('PlaceHold', () => {
    it('moves the amount from the account into the hold', () =>
      spec
        .given([aliceHas100])
        .when(placeHold('h1', alice, usdt('40')))
        .then([held('h1', alice, usdt('40'))]));

    it('can hold the whole balance', () =>
      spec
        .given([aliceHas100])
        .when(placeHold('h1', alice, usdt('100')))
        .then([held('h1', alice, usdt('100'))]));

    it('refuses to hold more than the balance', () =>
      spec
        .given([aliceHas100])
        .when(placeHold('h1', alice, usdt('100.000001')))
        .thenThrows('ledger.insufficientFunds'));

    it('does not count money already held as available', () =>
      spec
        .given([aliceHas100, held('h1', alice, usdt('60'))])
        .when(placeHold('h2', alice, usdt('41')))
        .thenThrows('ledger.insufficientFunds'));

    it('counts money returned by a void as available again', () =>
      spec
        .given([aliceHas100, held('h1', alice, usdt('60')), heldVoided('h1', alice, usdt('60'))])
        .when(placeHold('h2', alice, usdt('100')))
        .then([held('h2', alice, usdt('100'))]));

    it('lets an outside-money account place a hold beyond its balance', () =>
      spec
        .given([])
        .when(placeHold('mm-1', platformAccount('market-maker-capital', USDT), usdt('5')))
        .then([held('mm-1', platformAccount('market-maker-capital', USDT), usdt('5'))]));
    it('refuses a hold a guarded platform account cannot cover', () =>
      spec.given([]).when(placeHold('mm-1', platformAccount('market-maker', USDT), usdt('5'))).thenThrows('ledger.platformAccountUncovered'));

    it('refuses the id of a hold still pending', () =>
      spec
        .given([aliceHas100, held('h1', alice, usdt('1'))])
        .when(placeHold('h1', alice, usdt('1')))
        .thenThrows('ledger.duplicateHold'));
    it('refuses a zero amount', () =>
      spec
        .given([aliceHas100])
        .when(placeHold('h1', alice, usdt('0')))
        .thenThrows('ledger.invalidAmount'));
    it('refuses a negative amount', () =>
      spec
        .given([aliceHas100])
        .when(placeHold('h1', alice, usdt('-1')))
        .thenThrows('ledger.invalidAmount'));
    it('refuses an amount in another asset than the account', () =>
      spec
        .given([aliceHas100])
        .when(placeHold('h1', alice, btc('1')))
        .thenThrows('ledger.assetMismatch'));
    it('refuses to hold from a hold', () =>
      spec
        .given([aliceHas100, held('h1', alice, usdt('10'))])
        .when(placeHold('h2', holdAccount('h1', USDT), usdt('1')))
        .thenThrows('ledger.holdAccountReserved'));
    it('refuses a hold id that cannot be part of an account name', () =>
      spec
        .given([aliceHas100])
        .when(placeHold('a:b', alice, usdt('1')))
        .thenThrows('ledger.invalidAccount'));
  });

  describe('PostHold', () => {
    const withHold = [aliceHas100, held('w1', alice, usdt('50'))];
    const payout = clearingAccount('chain', USDT);

    it('moves the held amount to one destination', () =>
      spec
        .given(withHold)
        .when(postHold('w1', payout))
        .then([heldPosted('w1', usdt('50'), [post(payout, usdt('50'))])]));

    it('splits the held amount between a destination and the fee account', () => {
      const split = [post(payout, usdt('49')), post(fees, usdt('1'))];
      spec
        .given(withHold)
        .when(postHold('w1', split))
        .then([heldPosted('w1', usdt('50'), split)]);
    });

    it('refuses destinations that leave part of the hold behind', () =>
      spec
        .given(withHold)
        .when(postHold('w1', [post(payout, usdt('49'))]))
        .thenThrows('ledger.unbalanced'));
    it('refuses destinations that take more than the hold has', () =>
      spec
        .given(withHold)
        .when(postHold('w1', [post(payout, usdt('50')), post(fees, usdt('0.000001'))]))
        .thenThrows('ledger.insufficientFunds'));
    it('refuses a debit among the destinations', () =>
      spec
        .given(withHold)
        .when(postHold('w1', [post(payout, usdt('51')), post(fees, usdt('-1'))]))
        .thenThrows('ledger.negativePosting'));
    it('refuses a zero destination', () =>
      spec
        .given(withHold)
        .when(postHold('w1', [post(payout, usdt('50')), post(fees, usdt('0'))]))
        .thenThrows('ledger.zeroPosting'));
    it('refuses no destination at all', () => spec.given(withHold).when(postHold('w1', [])).thenThrows('ledger.emptyEntry'));
    it('refuses a destination in another asset', () =>
      spec
        .given(withHold)
        .when(postHold('w1', userAccount('bob', 'spot', BTC)))
        .thenThrows('ledger.assetMismatch'));
    it('refuses to post into another hold', () =>
      spec
        .given(withHold)
        .when(postHold('w1', holdAccount('w2', USDT)))
        .thenThrows('ledger.holdAccountReserved'));
    it('refuses an unknown hold', () => spec.given([aliceHas100]).when(postHold('nope', payout)).thenThrows('ledger.unknownHold'));
    it('refuses a second post', () =>
      spec
        .given([...withHold, heldPosted('w1', usdt('50'), [post(payout, usdt('50'))])])
        .when(postHold('w1', payout))
        .thenThrows('ledger.unknownHold'));
    it('refuses a post after a void', () =>
      spec
        .given([...withHold, heldVoided('w1', alice, usdt('50'))])
        .when(postHold('w1', payout))
        .thenThrows('ledger.unknownHold'));
  });

  describe('VoidHold', () => {
    const withHold = [aliceHas100, held('w1', alice, usdt('50'))];

    it('returns the held amount to the account it came from', () =>
      spec
        .given(withHold)
        .when(voidHold('w1'))
        .then([heldVoided('w1', alice, usdt('50'))]));
    it('refuses an unknown hold', () => spec.given([]).when(voidHold('w1')).thenThrows('ledger.unknownHold'));
    it('refuses a second void', () =>
      spec
        .given([...withHold, heldVoided('w1', alice, usdt('50'))])
        .when(voidHold('w1'))
        .thenThrows('ledger.unknownHold'));
    it('refuses a void after a post', () =>
      spec
        .given([...withHold, heldPosted('w1', usdt('50'), [post(bob, usdt('50'))])])
        .when(voidHold('w1'))
        .thenThrows('ledger.unknownHold'));
  });

  describe('evolve', () => {
    const fold = (events: LedgerEvent[]) => events.reduce(evolve, initialLedgerState());

    it('follows the money through a hold that is posted with a fee', () => {
      const state = fold([
        aliceHas100,
        held('w1', alice, usdt('50')),
        heldPosted('w1', usdt('50'), [post(bob, usdt('49')), post(fees, usdt('1'))]),
      ]);
      expect(balanceOf(state, alice, USDT).toString()).toBe('50.000000');
      expect(balanceOf(state, bob, USDT).toString()).toBe('49.000000');
      expect(balanceOf(state, fees, USDT).toString()).toBe('1.000000');
      expect(balanceOf(state, outside, USDT).toString()).toBe('-100.000000');
      expect(state.balances.has(holdAccount('w1', USDT))).toBe(false); // zero balances are dropped
      expect(state.holds.has('w1')).toBe(false); // a resolved hold leaves the state
    });

    it('keeps a pending hold in its own account', () => {
      const state = fold([aliceHas100, held('w1', alice, usdt('50'))]);
      expect(balanceOf(state, holdAccount('w1', USDT), USDT).toString()).toBe('50.000000');
      expect(state.holds.get('w1')).toMatchObject({ account: alice, placedAt: now });
    });

    it('leaves the previous state untouched', () => {
      const before = fold([aliceHas100]);
      evolve(before, held('w1', alice, usdt('50')));
      expect(balanceOf(before, alice, USDT).toString()).toBe('100.000000');
      expect(before.holds.size).toBe(0);
    });

    it('refuses history that resolves a hold never placed', () => {
      expect(() => fold([heldVoided('ghost', alice, usdt('1'))])).toThrow(LedgerError);
    });

    it('balanceOf refuses to read an account in another asset', () => {
      expect(() => balanceOf(fold([aliceHas100]), alice, BTC)).toThrow(expect.objectContaining({ code: 'ledger.assetMismatch' }));
      expect(() => balanceOf(fold([aliceHas100]), alice, defineAsset('USDT', 2))).toThrow(
        expect.objectContaining({ code: 'ledger.assetMismatch' }),
      );
    });
  });
});
