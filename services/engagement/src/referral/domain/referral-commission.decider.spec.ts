import { DeciderSpecification } from '@meridian/testing';
import {
  commissionDecider,
  type AncestorStanding,
  type CommissionCommand,
  type CommissionEvent,
  type FeePaid,
} from './referral-commission.decider';
import { DEFAULT_REFERRAL_RULES, type ReferralRules } from './referral-rules';

const spec = DeciderSpecification.for(commissionDecider);
const now = '2026-06-01T00:00:00.000Z';
const registeredAt = '2026-01-15T00:00:00.000Z';
const fee: FeePaid = { feeId: 'f1', customerId: 'payer', product: 'spot', coin: 'USDT', amount: '10', reference: 't1', at: now };
const ancestor = (customerId: string, overrides: Partial<AncestorStanding> = {}): AncestorStanding => ({
  customerId,
  country: null,
  sameIdentity: false,
  ...overrides,
});
const four = ['a1', 'a2', 'a3', 'a4'].map((id) => ancestor(id));

const decide = (
  ancestors: AncestorStanding[],
  overrides: { fee?: Partial<FeePaid>; rules?: Partial<ReferralRules> } = {},
): CommissionCommand => ({
  type: 'DecideCommission',
  data: { fee: { ...fee, ...overrides.fee }, registeredAt, ancestors, rules: { ...DEFAULT_REFERRAL_RULES, ...overrides.rules } },
  metadata: { now },
});
const line = (
  level: number,
  inviterId: string,
  rateBps: number,
  amount: string,
  status: 'paying' | 'none' = 'paying',
  reason: string | null = null,
) => ({
  level,
  inviterId,
  rateBps,
  amount,
  status,
  reason,
});
const decided = (lines: ReturnType<typeof line>[], feeOverrides: Partial<FeePaid> = {}): CommissionEvent =>
  ({ type: 'CommissionDecided', data: { fee: { ...fee, ...feeOverrides }, registeredAt, lines, at: now } }) as CommissionEvent;
const paying = [
  line(1, 'a1', 2000, '2.000000'),
  line(2, 'a2', 1000, '1.000000'),
  line(3, 'a3', 500, '0.500000'),
  line(4, 'a4', 250, '0.250000'),
];

describe('referral commission on one trading fee', () => {
  it('pays each of the 4 levels its rate in basis points of the fee', () =>
    spec
      .given([])
      .when(decide(four))
      .then([decided(paying)]));

  it('pays once per fee event: a redelivered fee changes nothing', () =>
    spec
      .given([decided(paying)])
      .when(decide(four))
      .thenNothingHappened());

  it('pays nothing to an inviter who is the referred customer in person (self-referral)', () =>
    spec
      .given([])
      .when(decide([ancestor('a1', { sameIdentity: true }), ...four.slice(1)]))
      .then([decided([line(1, 'a1', 2000, '0', 'none', 'self-referral'), ...paying.slice(1)])]));

  it('pays nothing to an inviter in a country where referral rewards are not allowed (GB: depth 0)', () =>
    spec
      .given([])
      .when(decide([ancestor('a1', { country: 'GB' }), ...four.slice(1)]))
      .then([decided([line(1, 'a1', 2000, '0', 'none', 'country'), ...paying.slice(1)])]));

  it('pays only the levels within the configured depth', () =>
    spec
      .given([])
      .when(decide(four, { rules: { depth: 2 } }))
      .then([decided([...paying.slice(0, 2), line(3, 'a3', 500, '0', 'none', 'depth'), line(4, 'a4', 250, '0', 'none', 'depth')])]));

  it('pays nothing on a fee paid 12 months or more after the referred customer registered', () =>
    spec
      .given([])
      .when(decide(four.slice(0, 1), { fee: { at: '2027-01-15T00:00:00.000Z' } }))
      .then([decided([line(1, 'a1', 2000, '0', 'none', 'expired')], { at: '2027-01-15T00:00:00.000Z' })]));

  it('pays nothing on a fee in a coin other than USDT, and rounds a tiny commission down to nothing', () => {
    spec
      .given([])
      .when(decide(four.slice(0, 1), { fee: { coin: 'BTC' } }))
      .then([decided([line(1, 'a1', 2000, '0', 'none', 'coin')], { coin: 'BTC' })]);
    spec
      .given([])
      .when(decide(four.slice(0, 1), { fee: { amount: '0.000004' } }))
      .then([decided([line(1, 'a1', 2000, '0', 'none', 'dust')], { amount: '0.000004' })]);
  });

  it('records a payout accounts refused (platform:fees short) as refused, and settles each line once', () => {
    const settle = (outcome: 'paid' | 'refused'): CommissionCommand => ({
      type: 'SettleCommission',
      data: { feeId: 'f1', level: 1, outcome },
      metadata: { now },
    });
    spec
      .given([decided(paying)])
      .when(settle('refused'))
      .then([{ type: 'CommissionRefused', data: { feeId: 'f1', level: 1, inviterId: 'a1', reason: 'referral.feesShort', at: now } }]);
    spec
      .given([decided(paying), { type: 'CommissionPaid', data: { feeId: 'f1', level: 1, inviterId: 'a1', at: now } }])
      .when(settle('paid'))
      .thenNothingHappened();
  });

  it('claws back only a paid line, with a reason, as a correcting entry accounts carries out', () => {
    const paid: CommissionEvent = { type: 'CommissionPaid', data: { feeId: 'f1', level: 1, inviterId: 'a1', at: now } };
    const clawBack = (reason: string): CommissionCommand => ({
      type: 'ClawBackCommission',
      data: { feeId: 'f1', level: 1, staffId: 's1', reason },
      metadata: { now },
    });
    const requested: CommissionEvent = {
      type: 'CommissionClawbackRequested',
      data: { feeId: 'f1', level: 1, inviterId: 'a1', amount: '2.000000', staffId: 's1', reason: 'wash trading', at: now },
    };
    const settle = (outcome: 'settled' | 'refused'): CommissionCommand => ({
      type: 'SettleClawback',
      data: { feeId: 'f1', level: 1, outcome },
      metadata: { now },
    });
    spec
      .given([decided(paying)])
      .when(clawBack('wash trading'))
      .thenThrows('referral.notPaid');
    spec
      .given([decided(paying), paid])
      .when(clawBack('  '))
      .thenThrows('field.required');
    spec
      .given([decided(paying), paid])
      .when(clawBack(' wash trading '))
      .then([requested]);
    spec
      .given([decided(paying), paid, requested])
      .when(clawBack('again'))
      .thenThrows('referral.notPaid');
    spec
      .given([decided(paying), paid, requested])
      .when(settle('settled'))
      .then([{ type: 'CommissionClawedBack', data: { feeId: 'f1', level: 1, inviterId: 'a1', at: now } }]);
    // The wallet no longer holds it: the line stays paid, and may be clawed back again later.
    const refused: CommissionEvent = {
      type: 'CommissionClawbackRefused',
      data: { feeId: 'f1', level: 1, inviterId: 'a1', reason: 'referral.clawbackShort', at: now },
    };
    spec
      .given([decided(paying), paid, requested])
      .when(settle('refused'))
      .then([refused]);
    spec
      .given([decided(paying), paid, requested, refused])
      .when(clawBack('wash trading'))
      .then([requested]);
  });
});
