import { say, words, type Lang, type Words } from '@meridian/http';
import type { InboxKind } from './domain/inbox-kinds';
import type { InboxParams } from './domain/inbox.decider';

/** The title and the body of each kind of message, as catalogue keys (libs/http/src/i18n): written out in the reader's language when read. */
const TEXTS: Record<InboxKind, (params: InboxParams) => { title: Words; body: Words }> = {
  depositCredited: (p) => ({ title: words('inbox.depositCredited.title'), body: words('inbox.depositCredited.body', { id: p.id ?? '' }) }),
  depositRejected: (p) => ({ title: words('inbox.depositRejected.title'), body: words('inbox.depositRejected.body', { id: p.id ?? '' }) }),
  withdrawalApproved: (p) => ({ title: words('inbox.withdrawalApproved.title'), body: words('inbox.withdrawalApproved.body', { id: p.id ?? '' }) }),
  withdrawalRejected: (p) => ({ title: words('inbox.withdrawalRejected.title'), body: words('inbox.withdrawalRejected.body', { id: p.id ?? '' }) }),
  rewardPaid: (p) => ({ title: words('inbox.rewardPaid.title'), body: words('inbox.rewardPaid.body', { amount: p.amount ?? '', day: p.day ?? '' }) }),
  verificationApproved: (p) => ({ title: words('inbox.verificationApproved.title'), body: words('inbox.verificationApproved.body', { tier: tier(p.tier) }) }),
  verificationRejected: (p) => ({ title: words('inbox.verificationRejected.title'), body: words('inbox.verificationRejected.body', { tier: tier(p.tier) }) }),
  c2cMatched: (p) => ({ title: words('inbox.c2cMatched.title'), body: words('inbox.c2cMatched.body', c2c(p)) }),
  c2cReminder: (p) => ({ title: words('inbox.c2cReminder.title'), body: words('inbox.c2cReminder.body', c2c(p)) }),
  c2cExtended: (p) => ({ title: words('inbox.c2cExtended.title'), body: words('inbox.c2cExtended.body', { ...c2c(p), reason: p.reason ?? '' }) }),
  c2cCompleted: (p) => ({ title: words('inbox.c2cCompleted.title'), body: words('inbox.c2cCompleted.body', c2c(p)) }),
  c2cExpired: (p) => ({ title: words('inbox.c2cExpired.title'), body: words('inbox.c2cExpired.body', c2c(p)) }),
  c2cRejected: (p) => ({ title: words('inbox.c2cRejected.title'), body: words('inbox.c2cRejected.body', { ...c2c(p), reason: p.reason ?? '' }) }),
  optionWon: (p) => ({ title: words('inbox.optionWon.title'), body: words('inbox.optionWon.body', option(p)) }),
  optionLost: (p) => ({ title: words('inbox.optionLost.title'), body: words('inbox.optionLost.body', option(p)) }),
  optionRefunded: (p) => ({ title: words('inbox.optionRefunded.title'), body: words('inbox.optionRefunded.body', option(p)) }),
  positionLiquidated: (p) => ({
    title: words('inbox.positionLiquidated.title'),
    body: words('inbox.positionLiquidated.body', { symbol: p.symbol ?? '', side: SIDES[p.side as keyof typeof SIDES] ?? p.side ?? '', lots: p.lots ?? '', price: p.price ?? '' }),
  }),
  loanDueSoon: (p) => ({ title: words('inbox.loanDueSoon.title'), body: words('inbox.loanDueSoon.body', loan(p)) }),
  loanOverdue: (p) => ({ title: words('inbox.loanOverdue.title'), body: words('inbox.loanOverdue.body', loan(p)) }),
};

const TIERS = { primary: words('inbox.tier.primary'), advanced: words('inbox.tier.advanced'), address: words('inbox.tier.address') };
const tier = (value: string | undefined): Words | string => TIERS[value as keyof typeof TIERS] ?? value ?? '';
const c2c = (p: InboxParams) => ({ amount: p.amount ?? '', fiat: p.fiat ?? '', fiatAmount: p.fiatAmount ?? '' });
const DIRECTIONS = { rise: words('inbox.direction.rise'), fall: words('inbox.direction.fall') };
const SIDES = { long: words('inbox.side.long'), short: words('inbox.side.short') };
const option = (p: InboxParams) => ({
  symbol: p.symbol ?? '',
  direction: DIRECTIONS[p.direction as keyof typeof DIRECTIONS] ?? p.direction ?? '',
  amount: p.amount ?? '',
  payout: p.payout ?? '',
});
/** The due date as the catalogue shows it: the UTC day and minute (`2026-12-05 10:00 UTC`). */
const loan = (p: InboxParams) => ({ owed: p.owed ?? '', dueAt: p.dueAt ? `${p.dueAt.slice(0, 10)} ${p.dueAt.slice(11, 16)} UTC` : '' });

/** A stored message in `lang`. */
export function renderInboxMessage(lang: Lang, kind: InboxKind, params: InboxParams): { title: string; body: string } {
  const { title, body } = TEXTS[kind](params);
  return { title: say(lang, title), body: say(lang, body) };
}
