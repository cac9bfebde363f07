import { ASSETS, Money, defineAsset } from '@meridian/money';
import { platformAccount, userAccount } from './account-name';
import type { LedgerCommand } from './ledger.commands';
import { decide, evolve } from './ledger.decider';
import type { LedgerEvent } from './ledger.events';
import { decodeLedgerEvent, encodeLedgerEvent, jsonLedgerDecider } from './ledger-event.codec';
import { initialLedgerState } from './ledger.state';

const { USDT } = ASSETS;
const usdt = (text: string) => Money.parse(USDT, text);
const alice = userAccount('alice', 'funding', USDT);
const at = '2025-01-01T00:00:00Z';

const events: LedgerEvent[] = [
  {
    type: 'EntryPosted',
    data: {
      id: 'd1',
      memo: 'deposit',
      at,
      correlationId: 'c-1',
      postings: [
        { account: platformAccount('deposit-clearing', USDT), amount: usdt('-10') },
        { account: alice, amount: usdt('10') },
      ],
    },
  },
  {
    type: 'EntryPosted',
    data: {
      id: 'd2',
      memo: 'deposit',
      at,
      postings: [
        { account: platformAccount('deposit-clearing', USDT), amount: usdt('-1') },
        { account: alice, amount: usdt('1') },
      ],
    },
  },
  { type: 'HoldPlaced', data: { holdId: 'h1', from: alice, amount: usdt('4'), memo: 'withdrawal', at } },
  {
    type: 'HoldPosted',
    data: {
      holdId: 'h1',
      amount: usdt('4'),
      postings: [
        { account: 'clearing:chain:USDT', amount: usdt('3.5') },
        { account: platformAccount('fees', USDT), amount: usdt('0.5') },
      ],
      memo: '',
      at,
    },
  },
  { type: 'HoldPlaced', data: { holdId: 'h2', from: alice, amount: usdt('1'), memo: 'withdrawal', at } },
  { type: 'HoldVoided', data: { holdId: 'h2', to: alice, amount: usdt('1'), reason: 'rejected', at } },
];

describe('ledger event codec', () => {
  it.each(events.map((event) => [event.type, event] as const))('%s survives a trip through JSON', (_type, event) => {
    const stored = JSON.parse(JSON.stringify(encodeLedgerEvent(event)));
    expect(decodeLedgerEvent(stored)).toEqual(event);
    expect(JSON.stringify(encodeLedgerEvent(event))).toBe(JSON.stringify(event));
  });

  it('stores amounts as decimal strings, never numbers', () => {
    expect(encodeLedgerEvent(events[2]!).data).toEqual({ holdId: 'h1', from: alice, amount: '4.000000', memo: 'withdrawal', at });
  });

  it('decodes assets outside the default catalogue when given one', () => {
    const SOL = defineAsset('SOL', 9);
    const event: LedgerEvent = {
      type: 'HoldPlaced',
      data: { holdId: 'h', from: 'platform:deposit-clearing:SOL', amount: Money.parse(SOL, '1.5'), memo: '', at },
    };
    expect(() => decodeLedgerEvent(encodeLedgerEvent(event))).toThrow(expect.objectContaining({ code: 'ledger.invalidEvent' }));
    expect(decodeLedgerEvent(encodeLedgerEvent(event), { ...ASSETS, SOL })).toEqual(event);
  });

  it.each([
    ['not an object', 42],
    ['an unknown type', { type: 'MoneyPrinted', data: {} }],
    ['no data', { type: 'EntryPosted' }],
    ['an amount as a number', { type: 'HoldPlaced', data: { holdId: 'h', from: alice, amount: 4, memo: '', at } }],
    ['an amount with too many digits', { type: 'HoldPlaced', data: { holdId: 'h', from: alice, amount: '4.0000001', memo: '', at } }],
    ['a bad account', { type: 'HoldVoided', data: { holdId: 'h', to: 'alice', amount: '1', reason: '', at } }],
    ['no postings', { type: 'HoldPosted', data: { holdId: 'h', amount: '1.000000', postings: [], memo: '', at } }],
  ])('refuses %s', (_label, raw) => {
    expect(() => decodeLedgerEvent(raw)).toThrow(expect.objectContaining({ code: 'ledger.invalidEvent' }));
  });

  it('gives a decider whose stored events rebuild the same state', () => {
    const stored = jsonLedgerDecider();
    const commands: LedgerCommand[] = [
      {
        type: 'PostEntry',
        data: {
          id: 'd1',
          memo: '',
          postings: [
            { account: platformAccount('deposit-clearing', USDT), amount: usdt('-10') },
            { account: alice, amount: usdt('10') },
          ],
        },
        metadata: { now: at },
      },
      { type: 'PlaceHold', data: { holdId: 'h1', from: alice, amount: usdt('4'), memo: '' }, metadata: { now: at } },
      { type: 'PostHold', data: { holdId: 'h1', to: platformAccount('fees', USDT) }, metadata: { now: at } },
    ];
    let state = stored.initialState();
    let direct = initialLedgerState();
    const log: unknown[] = [];
    for (const command of commands) {
      const newEvents = stored.decide(command, state);
      log.push(...newEvents.map((event) => JSON.stringify(event)));
      state = newEvents.reduce(stored.evolve, state);
      direct = decide(command, direct).reduce(evolve, direct);
    }
    const replayed = log.map((text) => JSON.parse(text as string)).reduce(stored.evolve, stored.initialState());
    expect(replayed).toEqual(direct);
    expect(state).toEqual(direct);
  });
});
