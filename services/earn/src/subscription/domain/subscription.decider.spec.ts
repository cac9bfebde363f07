import fc from 'fast-check';
import { Decimal } from '@meridian/money';
import { deciderSpec } from '@meridian/testing';
import { coinOfferingDecider, type CoinOfferingCommand, type CoinTerms } from './coin-offering.decider';
import { NOVA_TERMS } from './coin-terms.fixture';
import { coinSubscriptionDecider, costOf, type CoinSubscriptionCommand, type CoinSubscriptionEvent } from './coin-subscription.decider';

const terms = NOVA_TERMS;
const offering = deciderSpec(coinOfferingDecider.decide, coinOfferingDecider.evolve, coinOfferingDecider.initialState);
const subscription = deciderSpec(coinSubscriptionDecider.decide, coinSubscriptionDecider.evolve, coinSubscriptionDecider.initialState);
const at = (now: string) => ({ now });
const offer = (change: Partial<CoinTerms> = {}, now = '2026-11-30T00:00:00.000Z'): CoinOfferingCommand => ({
  type: 'OfferCoin',
  data: { terms: { ...terms, ...change }, staffId: 's1', reason: 'Listing agreement signed', takenSymbols: ['BTC', 'USDT'] },
  metadata: at(now),
});
const offered = {
  type: 'CoinOffered' as const,
  data: { terms, staffId: 's1', reason: 'Listing agreement signed', at: '2026-11-30T00:00:00.000Z' },
};

describe('a coin offering', () => {
  it('is published with a reason and valid terms', () => {
    offering.given([]).when(offer()).then([offered]);
    offering
      .given([])
      .when(offer({ symbol: 'BTC' }))
      .thenThrows('subscription.symbolInvalid');
    offering
      .given([])
      .when(offer({ maxPerCustomer: '2000' }))
      .thenThrows('subscription.figuresInvalid');
    offering
      .given([])
      .when(offer({ endsAt: '2026-11-30T00:00:00.000Z' }))
      .thenThrows('subscription.windowInvalid');
    offering
      .given([])
      .when(offer({ feeRate: '0.2' }))
      .thenThrows('subscription.feeInvalid');
  });
  it('keeps its terms once the window opens', () =>
    offering
      .given([offered])
      .when(offer({ issuePrice: '0.6' }, '2026-12-01T00:00:00.000Z'))
      .thenThrows('subscription.termsFrozen'));
  const funded = (subscriptionId: string, quantity: string) => ({
    type: 'CoinSubscriptionFunded' as const,
    data: { subscriptionId, quantity, at: '2026-12-02T00:00:00.000Z' },
  });
  it('records each funded subscription while it is open, and nothing after its decision', () => {
    const record: CoinOfferingCommand = { type: 'RecordFundedSubscription', data: { subscriptionId: 'a', quantity: '250' }, metadata: at('2026-12-02T00:00:00.000Z') };
    offering.given([offered]).when(record).then([funded('a', '250')]);
    const allotted = { type: 'CoinAllotted' as const, data: { totalSubscribed: '0', ratio: '1', staffId: 's1', at: '2026-12-03T00:00:00.000Z' } };
    offering.given([offered, allotted]).when(record).then([]);
  });
  it('allots everything asked while the volume covers it, a share of it beyond, from the subscriptions it recorded', () => {
    const allot = (now = '2026-12-03T00:00:00.000Z'): CoinOfferingCommand => ({
      type: 'AllotCoin',
      data: { staffId: 's1' },
      metadata: at(now),
    });
    offering.given([offered, funded('a', '1000')]).when(allot('2026-12-02T23:59:59.000Z')).thenThrows('subscription.windowOpen');
    offering
      .given([offered, funded('a', '250'), funded('b', '350')])
      .when(allot())
      .then([
        {
          type: 'CoinAllotted',
          data: { totalSubscribed: '600', ratio: '1.000000000000000000', staffId: 's1', at: '2026-12-03T00:00:00.000Z' },
        },
      ]);
    offering
      .given([offered, funded('a', '800'), funded('b', '800')])
      .when(allot())
      .then([
        {
          type: 'CoinAllotted',
          data: { totalSubscribed: '1600', ratio: '0.625000000000000000', staffId: 's1', at: '2026-12-03T00:00:00.000Z' },
        },
      ]);
  });
  it('fails with the reason subscribers read, and takes no decision twice', () => {
    const fail = (reason: string): CoinOfferingCommand => ({
      type: 'FailCoinIssuance',
      data: { staffId: 's1', reason },
      metadata: at('2026-12-03T00:00:00.000Z'),
    });
    const failed = {
      type: 'CoinIssuanceFailed' as const,
      data: { staffId: 's1', reason: 'Issuer withdrew', at: '2026-12-03T00:00:00.000Z' },
    };
    offering.given([offered]).when(fail(' ')).thenThrows('review.reasonRequired');
    offering.given([offered]).when(fail(' Issuer withdrew ')).then([failed]);
    offering.given([offered, failed]).when(fail('again')).thenThrows('subscription.notAllottable');
    offering
      .given([offered, failed])
      .when({ type: 'AllotCoin', data: { staffId: 's1' }, metadata: at('2026-12-03T00:00:00.000Z') })
      .thenThrows('subscription.notAllottable');
    offering.given([]).when(fail('nothing offered')).thenThrows('subscription.notAllottable');
  });
  it('releases the coins only when the lock-up after listing ends', () => {
    const allotted = {
      type: 'CoinAllotted' as const,
      data: { totalSubscribed: '600', ratio: '1', staffId: 's1', at: '2026-12-03T00:00:00.000Z' },
    };
    offering
      .given([offered, allotted])
      .when({ type: 'ReleaseCoin', metadata: at('2026-12-06T23:00:00.000Z') })
      .then([]);
    offering
      .given([offered, allotted])
      .when({ type: 'ReleaseCoin', metadata: at('2026-12-07T00:00:00.000Z') })
      .then([{ type: 'CoinReleased', data: { at: '2026-12-07T00:00:00.000Z' } }]);
  });
});

describe('a coin subscription', () => {
  const subscribe = (quantity: string, alreadySubscribed = '0', now = '2026-12-01T10:00:00.000Z'): CoinSubscriptionCommand => ({
    type: 'SubscribeToCoin',
    data: { subscriptionId: 'u1', customerId: 'ann', terms, quantity, alreadySubscribed },
    metadata: at(now),
  });
  const placed: CoinSubscriptionEvent = {
    type: 'CoinSubscriptionPlaced',
    data: {
      subscriptionId: 'u1',
      customerId: 'ann',
      symbol: 'NOVA',
      quantity: '800.00',
      price: '0.5',
      feeRate: '0.01',
      scale: 2,
      cost: '400.000000',
      fee: '4.000000',
      held: '404.000000',
      at: '2026-12-01T10:00:00.000Z',
    },
  };
  const held: CoinSubscriptionEvent = { type: 'CoinSubscriptionHeld', data: { at: '2026-12-01T10:00:00.000Z' } };
  const now = at('2026-12-03T00:00:00.000Z');

  it('holds price x quantity plus the fee, inside the window and the per-customer maximum', () => {
    subscription.given([]).when(subscribe('800')).then([placed]);
    subscription
      .given([])
      .when(subscribe('1', '0', '2026-12-03T00:00:00.000Z'))
      .thenThrows('subscription.notOpen');
    subscription.given([]).when(subscribe('0.001')).thenThrows('subscription.quantityInvalid');
    subscription.given([]).when(subscribe('300', '600')).thenThrows('subscription.overMax');
  });
  it('refuses a quantity that costs less than the least USDT amount: no coins for nothing, no hold of zero', () => {
    const cheap = { ...terms, scale: 8, issuePrice: '1' };
    const of = (quantity: string): CoinSubscriptionCommand => ({ type: 'SubscribeToCoin', data: { subscriptionId: 'u2', customerId: 'ann', terms: cheap, quantity, alreadySubscribed: '0' }, metadata: at('2026-12-01T10:00:00.000Z') });
    subscription.given([]).when(of('0.00000001')).thenThrows('subscription.costTooSmall');
    subscription.given([]).when(of('0.0000005')).thenThrows('subscription.costTooSmall');
  });
  it('is not passed when the wallet cannot pay, and answers each hold once', () => {
    const refuse: CoinSubscriptionCommand = {
      type: 'RefuseSubscriptionHold',
      data: { reason: 'subscription.insufficientUsdt' },
      metadata: now,
    };
    const refused: CoinSubscriptionEvent = {
      type: 'CoinSubscriptionRefused',
      data: { reason: 'subscription.insufficientUsdt', at: now.now },
    };
    subscription.given([placed]).when(refuse).then([refused]);
    subscription.given([placed, refused]).when({ type: 'ConfirmSubscriptionHold', metadata: now }).then([]);
    subscription
      .given([placed, refused])
      .when({ type: 'AllotSubscription', data: { ratio: '1' }, metadata: now })
      .then([]);
    subscription.given([placed, held]).when(refuse).then([]);
    subscription.given([]).when(refuse).thenThrows('subscription.notFound');
    subscription.given([placed]).when(subscribe('1')).thenThrows('subscription.duplicate');
  });
  it('takes the allotted coins’ cost and fee and returns the rest; nothing allotted returns everything', () => {
    subscription
      .given([placed, held])
      .when({ type: 'AllotSubscription', data: { ratio: '0.625' }, metadata: now })
      .then([{ type: 'CoinSubscriptionAllotted', data: { allotted: '500.00', paid: '252.500000', refund: '151.500000', at: now.now } }]);
    subscription
      .given([placed, held])
      .when({ type: 'AllotSubscription', data: { ratio: '0.000001' }, metadata: now })
      .then([{ type: 'CoinSubscriptionNotAllotted', data: { refund: '404.000000', at: now.now } }]);
    subscription
      .given([placed])
      .when({ type: 'AllotSubscription', data: { ratio: '1' }, metadata: now })
      .then([]);
  });
  it('refunds everything when the issuance fails, and releases the allotted coins after the lock-up', () => {
    subscription
      .given([placed, held])
      .when({ type: 'RefundSubscription', data: { reason: 'Project withdrawn' }, metadata: now })
      .then([{ type: 'CoinSubscriptionRefunded', data: { reason: 'Project withdrawn', refund: '404.000000', at: now.now } }]);
    const allotted: CoinSubscriptionEvent = {
      type: 'CoinSubscriptionAllotted',
      data: { allotted: '500.00', paid: '252.5', refund: '151.5', at: now.now },
    };
    subscription
      .given([placed, held, allotted])
      .when({ type: 'ReleaseSubscribedCoins', metadata: now })
      .then([{ type: 'CoinSubscriptionReleased', data: { quantity: '500.00', at: now.now } }]);
    subscription
      .given([placed, held, allotted, { type: 'CoinSubscriptionReleased', data: { quantity: '500.00', at: now.now } }])
      .when({ type: 'ReleaseSubscribedCoins', metadata: now })
      .then([]);
  });
  it('never allots more than the volume, nor takes more than was held', () =>
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 80_000 }), { minLength: 1, maxLength: 30 }), (asks) => {
        const quantities = asks.map((cents) => Decimal.parse(String(cents)).divide(Decimal.parse('100'), 2, 'down'));
        const total = quantities.reduce((sum, q) => sum.add(q), Decimal.parse('0'));
        const ratio =
          total.compare(Decimal.parse(terms.issueVolume)) <= 0
            ? Decimal.parse('1')
            : Decimal.parse(terms.issueVolume).divide(total, 18, 'down');
        const allotted = quantities.map((q) => q.multiply(ratio).rescale(2, 'down'));
        const sum = allotted.reduce((a, b) => a.add(b), Decimal.parse('0'));
        const paidWithinHeld = quantities.every(
          (q, i) =>
            Decimal.parse(costOf(allotted[i]!.toString(), '0.5', '0.01').total).compare(
              Decimal.parse(costOf(q.toString(), '0.5', '0.01').total),
            ) <= 0,
        );
        return sum.compare(Decimal.parse(terms.issueVolume)) <= 0 && paidWithinHeld;
      }),
    ));
});
