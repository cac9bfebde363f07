import { instrumentOf } from '../../market/instruments';
import { rejectionCode } from '../../testing/rejection-code';
import { ContractCore, customerAccount, PLATFORM } from './contract-core';
import { ContractRejection, type TickRef } from './contract-core.types';
import { defaultContractTerms } from './default-contract-terms';
import { defaultOptionTerms } from './option-terms';

const btc = instrumentOf('BTCUSDT')!;
const accepted = '2026-11-24T10:00:00.000Z';
const after = (seconds: number) => new Date(Date.parse(accepted) + seconds * 1000).toISOString();
const tick = (seq: number, seconds: number, price: string): TickRef => ({ symbol: 'BTCUSDT', seq, at: after(seconds), price, source: 'scripted' });

function setUp() {
  const core = new ContractCore([defaultContractTerms(btc)], [defaultOptionTerms(btc)]);
  core.execute({ type: 'ReceiveFromFunding', transferId: 't1', customerId: 'ann', account: 'jg', amount: '1000', at: accepted });
  const place = (direction: 'rise' | 'fall', amount = '100', seconds = 60, at = accepted) =>
    core.execute({ type: 'PlaceOption', optionId: `o-${direction}-${amount}`, ownerId: 'ann', symbol: 'BTCUSDT', direction, seconds, amount, at }).data.options[0]!;
  const balance = (account: string) => Number(core.balance(account)) / 1e6;
  const books = () => [...core.accounts().values()].reduce((sum, minor) => sum + minor, 0n);
  return { core, place, balance, books };
}

const refusal = (run: () => unknown) => rejectionCode(ContractRejection, run);

describe('delivery options', () => {
  it('strikes at the first tick strictly after acceptance and pays a rise that settles higher: stake plus stake x rate, from the house', () => {
    const { core, place, balance, books } = setUp();
    const option = place('rise');
    expect(option).toMatchObject({ status: 'waiting', payoutRate: '0.85', expiresAt: after(60), strikeTick: null });
    expect(balance(customerAccount('ann', 'jg'))).toBe(900);
    core.execute({ type: 'ApplyTick', tick: tick(1, 0, '60000.00'), at: accepted }); // at acceptance: not after it
    core.execute({ type: 'ApplyTick', tick: tick(2, 1, '60010.00'), at: after(1) });
    expect(core.option(option.id)!.strikeTick).toMatchObject({ seq: 2, price: '60010.00' });
    expect(refusal(() => core.execute({ type: 'SettleOption', optionId: option.id, strikeTick: null, settlementTick: tick(3, 59, '60020.00'), at: after(59) }))).toBe('options.notExpired');
    const settled = core.execute({ type: 'SettleOption', optionId: option.id, strikeTick: null, settlementTick: tick(9, 60, '60020.00'), at: after(61) }).data.options[0]!;
    expect(settled).toMatchObject({ status: 'settled', result: 'win', payout: '185.000000', settlementTick: { seq: 9 } });
    expect(balance(customerAccount('ann', 'jg'))).toBe(1085);
    expect(balance(PLATFORM.house)).toBe(-85);
    expect(books()).toBe(0n);
  });

  it('is accepted no earlier than the newest tick the core has seen: a tick the core took after the request was timed strikes nothing, the next tick strikes', () => {
    const { core, place } = setUp();
    core.execute({ type: 'ApplyTick', tick: tick(1, 0.5, '60000.00'), at: after(0.5) });
    core.execute({ type: 'ApplyTick', tick: tick(2, 1, '60010.00'), at: after(1) });
    // Timed at 0 s, it reaches the core after the core took the ticks of 0.5 s and 1 s.
    const option = place('rise');
    expect(option).toMatchObject({ acceptedAt: after(1), expiresAt: after(61), strikeTick: null });
    core.execute({ type: 'ApplyTick', tick: tick(2, 1, '60010.00'), at: after(1.5) }); // the same tick again: not after acceptance
    expect(core.option(option.id)!.strikeTick).toBeNull();
    core.execute({ type: 'ApplyTick', tick: tick(3, 2, '60020.00'), at: after(2) });
    expect(core.option(option.id)!.strikeTick).toMatchObject({ seq: 3, price: '60020.00' });
  });

  it("keeps the request's time when the core's newest tick of the market is older", () => {
    const { core, place } = setUp();
    core.execute({ type: 'ApplyTick', tick: tick(1, -1, '60000.00'), at: after(-1) });
    expect(place('fall')).toMatchObject({ acceptedAt: accepted, expiresAt: after(60) });
  });

  it('sends a losing stake to the house, returns a tie, and refunds when no tick came in the window', () => {
    const { core, place, balance, books } = setUp();
    const fall = place('fall', '100');
    const tie = place('rise', '50');
    core.execute({ type: 'ApplyTick', tick: tick(2, 1, '60000.00'), at: after(1) });
    core.execute({ type: 'SettleOption', optionId: fall.id, strikeTick: null, settlementTick: tick(5, 60, '60000.01'), at: after(60) });
    core.execute({ type: 'SettleOption', optionId: tie.id, strikeTick: null, settlementTick: tick(5, 60, '60000.00'), at: after(60) });
    expect(core.option(fall.id)).toMatchObject({ result: 'loss', payout: '0.000000' });
    expect(core.option(tie.id)).toMatchObject({ result: 'tie', payout: '50.000000' });
    const late = place('rise', '20', 60, after(2));
    const refunded = core.execute({ type: 'SettleOption', optionId: late.id, strikeTick: null, settlementTick: null, at: after(62) }).data.options[0]!;
    expect(refunded).toMatchObject({ result: 'refunded', payout: '20.000000', strikeTick: null });
    expect(balance(customerAccount('ann', 'jg'))).toBe(900);
    expect(balance(PLATFORM.house)).toBe(100);
    expect(books()).toBe(0n);
    expect(refusal(() => core.execute({ type: 'SettleOption', optionId: late.id, strikeTick: null, settlementTick: null, at: after(63) }))).toBe('options.settled');
  });

  it('refuses a settlement tick after expiry or before the strike, refunding rather than trusting it', () => {
    const { core, place } = setUp();
    const option = place('rise');
    core.execute({ type: 'ApplyTick', tick: tick(2, 1, '60000.00'), at: after(1) });
    const settled = core.execute({ type: 'SettleOption', optionId: option.id, strikeTick: null, settlementTick: tick(99, 61, '70000.00'), at: after(62) }).data.options[0]!;
    expect(settled.result).toBe('refunded');
  });

  it('checks the stake and the duration before anything moves', () => {
    const { core, place, balance } = setUp();
    expect(refusal(() => place('rise', '0'))).toBe('options.amountZero');
    expect(refusal(() => place('rise', '5'))).toBe('options.amountRange');
    expect(refusal(() => place('rise', '100', 45))).toBe('options.duration');
    expect(refusal(() => place('rise', '2000'))).toBe('options.insufficientBalance');
    expect(refusal(() => core.execute({ type: 'PlaceOption', optionId: 'x', ownerId: 'ann', symbol: 'EURUSD', direction: 'rise', seconds: 60, amount: '10', at: accepted }))).toBe('options.notOffered');
    expect(balance(customerAccount('ann', 'jg'))).toBe(1000);
  });

  it('refuses real money from a refused country, never a demo account, and keeps the list across a snapshot', () => {
    const { core } = setUp();
    const placeFrom = (optionId: string, jurisdiction: { country: string | null; demo: boolean }) => () =>
      core.execute({ type: 'PlaceOption', optionId, ownerId: 'ann', symbol: 'BTCUSDT', direction: 'rise', seconds: 60, amount: '10', jurisdiction, at: accepted });
    expect(refusal(() => core.execute({ type: 'RestrictOptionCountries', countries: ['GB'], staffId: 's1', reason: ' ', at: accepted }))).toBe('contracts.reasonRequired');
    expect(refusal(() => core.execute({ type: 'RestrictOptionCountries', countries: ['UK'], staffId: 's1', reason: 'typo', at: accepted }))).toBe('options.countriesInvalid');
    core.execute({ type: 'RestrictOptionCountries', countries: ['gb', 'DE'], staffId: 's1', reason: 'retail ban', at: accepted });
    expect(core.refusedOptionCountries()).toEqual(['DE', 'GB']);
    expect(refusal(placeFrom('uk', { country: 'GB', demo: false }))).toBe('options.countryRefused');
    expect(refusal(placeFrom('uk-demo', { country: 'GB', demo: true }))).toBeNull();
    expect(refusal(placeFrom('unknown', { country: null, demo: false }))).toBeNull();
    expect(refusal(placeFrom('us', { country: 'US', demo: false }))).toBeNull();
    const restored = ContractCore.restore(JSON.parse(JSON.stringify(core.snapshot())));
    expect(restored.refusedOptionCountries()).toEqual(['DE', 'GB']);
  });

  it('keeps waiting options and their strikes across a snapshot', () => {
    const { core, place } = setUp();
    const option = place('rise');
    const restored = ContractCore.restore(JSON.parse(JSON.stringify(core.snapshot())));
    expect(restored.wouldFire(tick(2, 1, '1.00'))).toBe(true);
    restored.execute({ type: 'ApplyTick', tick: tick(2, 1, '60000.00'), at: after(1) });
    expect(restored.option(option.id)!.strikeTick).toMatchObject({ seq: 2 });
    expect(restored.wouldFire(tick(3, 2, '60001.00'))).toBe(false);
  });
});
