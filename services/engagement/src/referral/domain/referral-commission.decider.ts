import { DomainError, type Decider } from '@meridian/decider';
import { ASSETS, Money } from '@meridian/money';
import { COMMISSION_MONTHS, depthIn, levelRates, type ReferralRules } from './referral-rules';

/**
 * The commission on one trading fee a referred customer paid (docs/referral.md), one stream per fee
 * (`referral-commission-<feeId>`), so a fee pays at most once however often its message arrives.
 * Each recorded ancestor gets a line: paid at the level's rate (basis points of the fee, rounded down
 * to the cent's millionth) when the level is within the depth of the inviter's country, the fee was
 * paid within 12 months of the referred customer's registration, was paid in USDT, and the referred
 * customer's verified identity is not the inviter's own; otherwise the line says why it pays nothing.
 * A paying line is a payout from `platform:fees` through accounts, which refuses one it cannot cover
 * (the line is then recorded as refused, never owed). Staff may claw a paid line back with a reason:
 * a correcting entry from the inviter's wallet back to `platform:fees` (the payout stays in the record);
 * when the wallet no longer holds it, accounts refuses and the line stays paid, with the refusal recorded.
 */
export type CommissionStatus = 'none' | 'paying' | 'paid' | 'refused' | 'clawing-back' | 'clawed-back';
export type NoCommissionReason = 'country' | 'depth' | 'expired' | 'self-referral' | 'coin' | 'rate' | 'dust';

export interface CommissionLine {
  level: number;
  inviterId: string;
  rateBps: number;
  amount: string;
  status: CommissionStatus;
  reason: NoCommissionReason | null;
}

export interface FeePaid {
  feeId: string;
  customerId: string;
  product: 'spot' | 'contract' | 'option';
  coin: string;
  amount: string;
  reference: string;
  at: string;
}

/** What engagement knows of each ancestor when the fee arrives: its country and whether it is the payer in person. */
export interface AncestorStanding {
  customerId: string;
  country: string | null;
  sameIdentity: boolean;
}

export interface CommissionState {
  decided: boolean;
  lines: CommissionLine[];
}

export type CommissionEvent =
  | { type: 'CommissionDecided'; data: { fee: FeePaid; registeredAt: string; lines: CommissionLine[]; at: string } }
  | { type: 'CommissionPaid'; data: { feeId: string; level: number; inviterId: string; at: string } }
  | { type: 'CommissionRefused'; data: { feeId: string; level: number; inviterId: string; reason: string; at: string } }
  | {
      type: 'CommissionClawbackRequested';
      data: { feeId: string; level: number; inviterId: string; amount: string; staffId: string; reason: string; at: string };
    }
  | { type: 'CommissionClawedBack'; data: { feeId: string; level: number; inviterId: string; at: string } }
  | { type: 'CommissionClawbackRefused'; data: { feeId: string; level: number; inviterId: string; reason: string; at: string } };

type Meta = { metadata: { now: string } };
export type CommissionCommand =
  | ({ type: 'DecideCommission'; data: { fee: FeePaid; registeredAt: string; ancestors: AncestorStanding[]; rules: ReferralRules } } & Meta)
  | ({ type: 'SettleCommission'; data: { feeId: string; level: number; outcome: 'paid' | 'refused'; reason?: string } } & Meta)
  | ({ type: 'ClawBackCommission'; data: { feeId: string; level: number; staffId: string; reason: string } } & Meta)
  | ({ type: 'SettleClawback'; data: { feeId: string; level: number; outcome: 'settled' | 'refused'; reason?: string } } & Meta);

export const commissionStream = (feeId: string) => `referral-commission-${feeId}`;

/** The end of the commission window: the same day of the month, 12 months on (in UTC). */
export function commissionUntil(registeredAt: string): Date {
  const until = new Date(registeredAt);
  until.setUTCMonth(until.getUTCMonth() + COMMISSION_MONTHS);
  return until;
}

export function commissionLines(
  fee: FeePaid,
  registeredAt: string,
  ancestors: readonly AncestorStanding[],
  rules: ReferralRules,
): CommissionLine[] {
  const rates = levelRates(rules);
  const expired = new Date(fee.at).getTime() >= commissionUntil(registeredAt).getTime();
  return ancestors.slice(0, rates.length).map((ancestor, index) => {
    const level = index + 1;
    const rateBps = rates[index]!;
    const none = (reason: NoCommissionReason): CommissionLine => ({
      level,
      inviterId: ancestor.customerId,
      rateBps,
      amount: '0',
      status: 'none',
      reason,
    });
    if (depthIn(rules, ancestor.country) === 0 && rules.depth > 0) return none('country');
    if (level > depthIn(rules, ancestor.country)) return none('depth');
    if (expired) return none('expired');
    if (ancestor.sameIdentity) return none('self-referral');
    if (fee.coin !== 'USDT') return none('coin');
    if (rateBps === 0) return none('rate');
    const feeMinor = Money.parse(ASSETS.USDT, fee.amount, 'down').minor;
    const minor = (feeMinor * BigInt(rateBps)) / 10_000n;
    if (minor <= 0n) return none('dust');
    return {
      level,
      inviterId: ancestor.customerId,
      rateBps,
      amount: Money.ofMinor(ASSETS.USDT, minor).toString(),
      status: 'paying',
      reason: null,
    };
  });
}

const lineOf = (state: CommissionState, level: number): CommissionLine => {
  const line = state.lines.find((l) => l.level === level);
  if (!line) throw new DomainError('referral.notFound');
  return line;
};

const withStatus = (state: CommissionState, level: number, status: CommissionStatus): CommissionState => ({
  ...state,
  lines: state.lines.map((line) => (line.level === level ? { ...line, status } : line)),
});

export const commissionDecider: Decider<CommissionCommand, CommissionEvent, CommissionState> = {
  initialState: () => ({ decided: false, lines: [] }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'CommissionDecided':
        return { decided: true, lines: event.data.lines };
      case 'CommissionPaid':
        return withStatus(state, event.data.level, 'paid');
      case 'CommissionRefused':
        return withStatus(state, event.data.level, 'refused');
      case 'CommissionClawbackRequested':
        return withStatus(state, event.data.level, 'clawing-back');
      case 'CommissionClawedBack':
        return withStatus(state, event.data.level, 'clawed-back');
      case 'CommissionClawbackRefused':
        return withStatus(state, event.data.level, 'paid');
      default: {
        const unknown: never = event;
        throw new Error(`unknown event ${JSON.stringify(unknown)}`);
      }
    }
  },
  decide: (command, state) => {
    const at = command.metadata.now;
    switch (command.type) {
      case 'DecideCommission': {
        // Once per fee event: a redelivered fee changes nothing.
        if (state.decided) return [];
        const { fee, registeredAt, ancestors, rules } = command.data;
        return [
          { type: 'CommissionDecided', data: { fee, registeredAt, lines: commissionLines(fee, registeredAt, ancestors, rules), at } },
        ];
      }
      case 'SettleCommission': {
        const { feeId, level, outcome, reason } = command.data;
        const line = lineOf(state, level);
        if (line.status !== 'paying') return [];
        return outcome === 'paid'
          ? [{ type: 'CommissionPaid', data: { feeId, level, inviterId: line.inviterId, at } }]
          : [{ type: 'CommissionRefused', data: { feeId, level, inviterId: line.inviterId, reason: reason ?? 'referral.feesShort', at } }];
      }
      case 'ClawBackCommission': {
        const { feeId, level, staffId, reason } = command.data;
        const line = lineOf(state, level);
        if (line.status !== 'paid') throw new DomainError('referral.notPaid');
        if (!reason.trim()) throw new DomainError('field.required', { field: 'reason' });
        return [
          {
            type: 'CommissionClawbackRequested',
            data: { feeId, level, inviterId: line.inviterId, amount: line.amount, staffId, reason: reason.trim(), at },
          },
        ];
      }
      case 'SettleClawback': {
        const { feeId, level, outcome, reason } = command.data;
        const line = lineOf(state, level);
        if (line.status !== 'clawing-back') return [];
        return outcome === 'settled'
          ? [{ type: 'CommissionClawedBack', data: { feeId, level, inviterId: line.inviterId, at } }]
          : [
              {
                type: 'CommissionClawbackRefused',
                data: { feeId, level, inviterId: line.inviterId, reason: reason ?? 'referral.clawbackShort', at },
              },
            ];
      }
      default: {
        const unknown: never = command;
        throw new Error(`unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
