import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { AppError, pageWindow, say, type Lang } from '@meridian/http';
import { parseAccount } from '@meridian/ledger';
import { CONTRACT_ACCOUNTS, PG_POOL, SPOT_ACCOUNTS, type ContractAccountRecord, type ContractAccounts, type SpotAccountRecord, type SpotAccounts } from '@meridian/runtime';
import { accountTypeOfKind, ACCOUNT_TYPES, isAccountType } from '../../catalogue/account-types';
import { coinOf } from '../../catalogue/asset-catalogue';
import { formatMinor } from '../../amounts';
import { depositView } from '../../deposits/queries/deposit-view';
import { describeCoreRecord, describeLedgerEntry, type CoinNames, type RecordWords } from '../record-words';
import type { RecordsFilterDto } from './records-filter.request.dto';
import { withdrawalById, withdrawalView } from '../../withdrawals/queries/withdrawal-view';
import { accountsReadModels } from '../../accounts.read-models';
import { Deposit } from '../../deposits/read-models/deposit.entity';
import { LedgerPosting } from '../../ledger/read-models/ledger-posting.entity';
import { Withdrawal } from '../../withdrawals/read-models/withdrawal.entity';
import { labelled, type Labelled } from './labelled';

export type RecordsFilter = RecordsFilterDto;

/** A coin as a record names it: `Nova Coin (NOVA)`, or its code when its name is its code. */
const COIN_NAMES: CoinNames = {
  coin: (code) => {
    const name = coinOf(code)?.name;
    return name && name !== code ? `${name} (${code})` : code;
  },
};

/** An account record as a customer reads it: its title and what it was about, in their language. */
interface AccountRecordRow {
  id: string;
  time: string;
  type: string;
  account: string;
  coin: string;
  amount: string;
  balance_after: string;
  memo: string;
  words: RecordWords;
}

const inLanguage = (lang: Lang) => ({ words, ...row }: AccountRecordRow) => ({
  ...row,
  title: say(lang, words.title),
  description: words.description ? say(lang, words.description) : '',
});

/** How deep the all-accounts view pages: it merges the newest rows of two sources. */
const MERGED_WINDOW = 10_000;

const paging = (filter: RecordsFilter) => pageWindow(filter.page, filter.per_page, { usual: 20, most: 100 });

function dateOrNull(value: string | undefined, field: string): Date | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw AppError.badInput('field.invalid', { field });
  return date;
}

/** The customer's deposit, withdrawal and account records, filtered and paged, newest first. */
@Injectable()
export class RecordsQuery {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(SPOT_ACCOUNTS) private readonly spot: SpotAccounts,
    @Inject(CONTRACT_ACCOUNTS) private readonly contracts: ContractAccounts,
  ) {}

  /**
   * One page of one kind of record; the page names its kind, so a client can tell them apart. An
   * account record's title and description are written in `lang`, the reader's language.
   */
  async records(customerId: string, filter: RecordsFilter, lang: Lang = 'en') {
    const kind = filter.kind ?? 'account';
    if (kind === 'deposit') return { kind: 'deposit' as const, ...(await this.deposits(customerId, filter)) };
    if (kind === 'withdrawal') return { kind: 'withdrawal' as const, ...(await this.withdrawals(customerId, filter)) };
    if (kind === 'account') {
      const page = await this.postings(customerId, filter);
      return { kind: 'account' as const, items: page.items.map(inLanguage(lang)), total: page.total };
    }
    throw AppError.badInput('field.invalid', { field: 'kind' });
  }

  deposits(customerId: string | null, filter: RecordsFilter & { order?: 'ASC' | 'DESC' }) {
    return this.requests(Deposit, customerId, filter, depositView);
  }

  withdrawals(customerId: string | null, filter: RecordsFilter & { order?: 'ASC' | 'DESC' }) {
    return this.requests(Withdrawal, customerId, filter, withdrawalView);
  }

  /** One withdrawal, for staff. */
  withdrawal(withdrawalId: string) {
    return withdrawalById(this.pool, withdrawalId);
  }

  /** Deposits or withdrawals, one customer's or everyone's (staff queues), with the customer's label. */
  private async requests<Row extends Deposit | Withdrawal, View>(
    entity: new () => Row,
    customerId: string | null,
    filter: RecordsFilter & { order?: 'ASC' | 'DESC' },
    view: (row: Labelled<Row>) => View,
  ) {
    const { limit, offset } = paging(filter);
    const query = await labelled(this.pool, entity);
    if (customerId !== null) query.andWhere('r.customerId = :customerId', { customerId });
    if (filter.coin) query.andWhere('r.coin = :coin', { coin: filter.coin });
    if (filter.status) query.andWhere('r.status = :status', { status: filter.status });
    const [rows, total] = await query
      .orderBy('r.createdAt', filter.order === 'ASC' ? 'ASC' : 'DESC')
      .addOrderBy('r.id')
      .limit(limit)
      .offset(offset)
      .getManyAndCount();
    return { items: rows.map(view), total };
  }

  private async postings(customerId: string, filter: RecordsFilter): Promise<{ items: AccountRecordRow[]; total: number }> {
    const { limit, offset } = paging(filter);
    if (filter.type !== undefined && !isAccountType(filter.type)) throw AppError.badInput('field.invalid', { field: 'type' });
    if (filter.type === 'bb') return this.spotRecords(customerId, filter, limit, offset);
    if (filter.type === 'hy' || filter.type === 'jg1' || filter.type === 'jg') return this.contractRecords(customerId, filter, filter.type, limit, offset);
    if (filter.type !== undefined) return this.fundingPostings(customerId, filter, limit, offset);
    // Every account: the funding side's postings and the trading core's records, merged newest first.
    const window = Math.min(offset + limit, MERGED_WINDOW);
    const sources = await Promise.all([
      this.fundingPostings(customerId, filter, window, 0),
      this.spotRecords(customerId, filter, window, 0),
      this.contractRecords(customerId, filter, null, window, 0),
    ]);
    const items = sources.flatMap((source) => source.items).sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));
    return { items: items.slice(offset, offset + limit), total: sources.reduce((sum, source) => sum + source.total, 0) };
  }

  /** The spot account's movements are the trading core's; it keeps their records. */
  private async spotRecords(customerId: string, filter: RecordsFilter, limit: number, offset: number) {
    const from = dateOrNull(filter.from, 'from');
    const to = dateOrNull(filter.to, 'to');
    const page = await this.spot.records(customerId, { coin: filter.coin ?? null, from: from?.toISOString() ?? null, to: to?.toISOString() ?? null, limit, offset });
    return { items: page.items.map(coreRecordRow), total: page.total };
  }

  /** The contract and futures accounts' movements are the contract core's. */
  private async contractRecords(customerId: string, filter: RecordsFilter, account: 'hy' | 'jg1' | 'jg' | null, limit: number, offset: number) {
    const from = dateOrNull(filter.from, 'from');
    const to = dateOrNull(filter.to, 'to');
    const page = await this.contracts.records(customerId, { account, coin: filter.coin ?? null, from: from?.toISOString() ?? null, to: to?.toISOString() ?? null, limit, offset });
    return { items: page.items.map(coreRecordRow), total: page.total };
  }

  private async fundingPostings(customerId: string, filter: RecordsFilter, limit: number, offset: number) {
    const kind = filter.type !== undefined && isAccountType(filter.type) ? ACCOUNT_TYPES[filter.type] : null;
    const from = dateOrNull(filter.from, 'from');
    const to = dateOrNull(filter.to, 'to');
    const query = (await accountsReadModels.on(this.pool)).getRepository(LedgerPosting).createQueryBuilder('p').where('p.customerId = :customerId', { customerId });
    if (filter.coin) query.andWhere('p.asset = :coin', { coin: filter.coin });
    if (kind) query.andWhere("p.account LIKE '%:' || :kind || ':%'", { kind });
    if (from) query.andWhere('p.at >= :from', { from });
    if (to) query.andWhere('p.at <= :to', { to });
    const [rows, total] = await query.orderBy('p.id', 'DESC').limit(limit).offset(offset).getManyAndCount();
    return {
      items: rows.map((row): AccountRecordRow => {
        const parsed = parseAccount(row.account);
        const words = describeLedgerEntry(row.entryId, row.memo, row.amount, COIN_NAMES);
        return {
          id: row.id,
          time: row.at.toISOString(),
          type: words.type,
          account: parsed.type === 'user' ? (accountTypeOfKind(parsed.kind) ?? parsed.kind) : parsed.type,
          coin: row.asset,
          amount: formatMinor(row.asset, row.amount),
          balance_after: formatMinor(row.asset, row.balanceAfter),
          memo: row.memo,
          words,
        };
      }),
      total,
    };
  }
}

/** A trading core's record, described by what its reference points at (the port's `symbol` and `side`). */
function coreRecordRow({ symbol, side, ...record }: SpotAccountRecord | ContractAccountRecord): AccountRecordRow {
  return { ...record, words: describeCoreRecord(record.type, record.account, { symbol, side }) };
}
