import type { Decider, DomainEvent, Queryable } from '@meridian/eventstore';
import { mayGoNegative, parseAccount, type LedgerCommand, type LedgerState } from '@meridian/ledger';
import { assetOf, Money } from '@meridian/money';
import { In } from 'typeorm';
import { accountsReadModels } from '../accounts.read-models';
import { FUNDING_ASSETS } from '../catalogue/asset-catalogue';
import { LedgerBalance } from './read-models/ledger-balance.entity';

/**
 * The platform accounts a ledger command takes money from that may not go below zero
 * (`PLATFORM_ACCOUNT_POLICY`): a debit in an entry (netted per account) or the source of a hold.
 * Posting or voiding a hold only credits.
 */
export function guardedPlatformDebits(command: LedgerCommand): string[] {
  const net = new Map<string, bigint>();
  if (command.type === 'PostEntry')
    for (const { account, amount } of command.data.postings ?? []) net.set(account, (net.get(account) ?? 0n) + amount.minor);
  if (command.type === 'PlaceHold') net.set(command.data.from, -1n);
  return [...net]
    .filter(([account, change]) => {
      if (change >= 0n) return false;
      try {
        const parsed = parseAccount(account);
        return parsed.type === 'platform' && !mayGoNegative(parsed);
      } catch {
        return false; // a bad name: the decider refuses it with its own reason
      }
    })
    .map(([account]) => account)
    .sort();
}

/**
 * A platform account appears in every customer's ledger stream, so no one stream knows what it
 * holds. What the whole ledger holds is `ledger_balances`, which the accounts projection updates in
 * the append's own transaction. This locks the rows of the accounts a command debits (in name
 * order, so two commands cannot deadlock on them) and reads them: a concurrent debit of the same
 * account waits until this transaction commits, then reads what it left. An account without a row
 * holds nothing.
 */
export async function lockPlatformBalances(db: Queryable, accounts: readonly string[]): Promise<Map<string, Money>> {
  const shared = new Map<string, Money>();
  if (accounts.length === 0) return shared;
  // Locked in the order of their names, as every append locks them: two never wait on each other.
  const balances = (await accountsReadModels.on(db)).getRepository(LedgerBalance);
  const rows = await balances.find({ where: { account: In([...accounts]) }, order: { account: 'ASC' }, lock: { mode: 'pessimistic_write' } });
  const held = new Map(rows.map((row) => [row.account, BigInt(row.balance)]));
  for (const account of accounts)
    shared.set(account, Money.ofMinor(assetOf(parseAccount(account).asset, FUNDING_ASSETS), held.get(account) ?? 0n));
  return shared;
}

/** The ledger decider deciding with `shared` as what the whole ledger holds in those accounts. */
export function coveredBy<Event extends DomainEvent, State>(
  decider: Decider<LedgerCommand, Event, State>,
  shared: ReadonlyMap<string, Money>,
): Decider<LedgerCommand, Event, State> {
  if (shared.size === 0) return decider;
  return { ...decider, decide: (command, state) => decider.decide(command, { ...(state as LedgerState), shared } as State) };
}
