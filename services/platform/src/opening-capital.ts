import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { CapitalContributions, FundPlatformAccountCommand, type FundableAccount } from '@meridian/accounts';
import { WrongExpectedVersionError, type EventStore } from '@meridian/eventstore';
import { ASSETS, Money } from '@meridian/money';
import { EVENT_STORE, PG_POOL } from '@meridian/runtime';
import { HouseBufferControl } from '@meridian/trading';
import type { PlatformSettings } from './platform-config';

/**
 * Opening capital at install (issue 19, section 2). A fresh database has every paying platform account
 * empty, and each refuses to go below zero, so an operator trying the product would meet refusals
 * everywhere. On its first start the platform records the operator's `OPENING_CAPITAL` as a capital
 * contribution (the operator's act at install, actor `install`: configuration before any staff exists,
 * so not a four-eyes act; docs/security.md, "Insider"), funds the paying accounts from the treasury
 * through the same use case finance uses, and sets the house buffer (`HOUSE_BUFFER_SHARE`).
 *
 * What the install starts with is decided once, by the first process that starts on the database, and
 * recorded in the `platform-install` stream (appended only where there is none): OPENING_CAPITAL and
 * HOUSE_BUFFER_SHARE as that start read them, or nothing when the database was not fresh (money had
 * already moved: an install from before this record). Later starts follow the record, whatever their
 * settings say, so a database first started without capital (the tests) never gets any later.
 *
 * Every step has a fixed id, so a restart, or a second process, records nothing twice: the contribution
 * is one stream, each funding one ledger entry id (and one funding id in the contract core), and the
 * buffer is set only while the contract core has never recorded one. A start that died half-way is
 * completed by the next.
 */
export const OPENING_CAPITAL_ID = '00000000-0000-4000-8000-00000000c0de';
export const OPENING_CAPITAL_REASON = 'Opening capital set by OPENING_CAPITAL at install';
export const INSTALL_ACTOR = 'install';

export const INSTALL_STREAM = 'platform-install';

/** What the install starts with, as the first start recorded it. */
export interface InstallRecord {
  openingCapital: string;
  houseBufferShare: string | null;
  fresh: boolean;
}

/**
 * The install record, written by the first start: fresh when no money has moved yet (no ledger stream,
 * nothing in the contract core). A second process racing to write it reads the winner's.
 */
export async function installRecord(app: INestApplicationContext, settings: PlatformSettings): Promise<InstallRecord> {
  const store = app.get<EventStore>(EVENT_STORE);
  const read = async () => (await store.readStream(INSTALL_STREAM))[0]?.data as InstallRecord | undefined;
  const recorded = await read();
  if (recorded) return recorded;
  const { rows } = await app
    .get<Pool>(PG_POOL)
    .query<{ moved: boolean }>(`SELECT EXISTS (SELECT 1 FROM streams WHERE (stream_id LIKE 'ledger-%' OR stream_id = 'contract-core') AND version > 0) AS moved`);
  const fresh = !rows[0]!.moved;
  const record: InstallRecord = fresh
    ? { openingCapital: settings.openingCapital, houseBufferShare: settings.houseBufferShare, fresh }
    : { openingCapital: '0', houseBufferShare: null, fresh };
  try {
    await store.append(INSTALL_STREAM, [{ type: 'PlatformInstalled', data: { ...record }, metadata: { staffId: INSTALL_ACTOR } }], 'no-stream');
    return record;
  } catch (error) {
    if (!(error instanceof WrongExpectedVersionError)) throw error;
    return (await read())!;
  }
}

/** The share of the opening capital each paying account is funded with (in hundredths); the rest stays in the treasury. */
export const OPENING_SPLIT: ReadonlyArray<{ to: FundableAccount; percent: bigint; reason: string }> = [
  { to: 'house', percent: 40n, reason: 'Opening capital: the house, counterparty of contracts and options' },
  { to: 'insurance', percent: 10n, reason: 'Opening capital: the insurance fund' },
  { to: 'earn-payouts', percent: 10n, reason: 'Opening capital: earn yields' },
  { to: 'loan-book', percent: 20n, reason: 'Opening capital: the loan book' },
];

export interface OpeningBalances {
  /** What was contributed at install (as recorded, whatever OPENING_CAPITAL says now). */
  capital: string;
  treasury: string;
  funded: Array<{ to: FundableAccount; amount: string }>;
  seededNow: boolean;
}

export interface OpeningSeed {
  capital: OpeningBalances | null;
  buffer: { share: string | null; seededNow: boolean } | null;
}

/** The opening capital split: each account's part, and what stays in the treasury. The parts add up to the capital exactly. */
export function openingSplit(capital: string): { treasury: string; funded: Array<{ to: FundableAccount; amount: string; reason: string }> } {
  const total = Money.parse(ASSETS.USDT, capital);
  const kept = 100n - OPENING_SPLIT.reduce((sum, part) => sum + part.percent, 0n);
  const parts = total.allocate([...OPENING_SPLIT.map((part) => part.percent), kept]);
  return {
    treasury: parts[parts.length - 1]!.toString(),
    funded: OPENING_SPLIT.map((part, index) => ({ to: part.to, amount: parts[index]!.toString(), reason: part.reason })),
  };
}

/**
 * Seeds what this process hosts: accounts records the capital and the fundings, trading its buffer.
 * With OPENING_CAPITAL 0 no capital is recorded; with HOUSE_BUFFER_SHARE off no buffer is set.
 */
export async function seedOpeningCapital(app: INestApplicationContext, settings: PlatformSettings): Promise<OpeningSeed> {
  if (!settings.services.includes('accounts') && !settings.services.includes('trading')) return { capital: null, buffer: null };
  const install = await installRecord(app, settings);
  let capital: OpeningBalances | null = null;
  if (settings.services.includes('accounts') && Money.parse(ASSETS.USDT, install.openingCapital).isPositive()) {
    const { contribution, recordedNow } = await app.get(CapitalContributions).recordAtInstall(OPENING_CAPITAL_ID, install.openingCapital, OPENING_CAPITAL_REASON);
    // Only the install's own contribution is split; one a staff member confirmed under another id never is.
    if (contribution.proposedBy === INSTALL_ACTOR && contribution.status === 'confirmed') {
      const split = openingSplit(contribution.amount);
      const commands = app.get(CommandBus);
      // Each funding's request id is fixed: its ledger entry is posted once, a retry is answered as done.
      for (const part of split.funded)
        await commands.execute(new FundPlatformAccountCommand(INSTALL_ACTOR, `opening-capital-${part.to}`, part.to, part.amount, part.reason));
      capital = { capital: contribution.amount, treasury: split.treasury, funded: split.funded.map(({ to, amount }) => ({ to, amount })), seededNow: recordedNow };
    }
  }
  let buffer: OpeningSeed['buffer'] = null;
  if (settings.services.includes('trading') && install.houseBufferShare !== null) buffer = await app.get(HouseBufferControl).seedAtInstall(install.houseBufferShare);
  return { capital, buffer };
}

/** The banner's lines: the opening balances, and the buffer. */
export function openingBannerLines(seed: OpeningSeed): string[] {
  const lines: string[] = [];
  if (seed.capital) {
    const { capital, treasury, funded, seededNow } = seed.capital;
    const parts = funded.map(({ to, amount }) => `${to} ${amount}`).join(', ');
    lines.push(`  opening capital ${capital} USDT${seededNow ? '  (recorded now)' : ''}: treasury ${treasury}, ${parts}`);
  }
  if (seed.buffer)
    lines.push(`  house buffer   ${seed.buffer.share === null ? 'not enforced' : `${seed.buffer.share} of net contract exposure + options' payouts`}${seed.buffer.seededNow ? '  (set now)' : ''}`);
  return lines;
}
