import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { Like, type EntityManager } from 'typeorm';
import { parseAccount, userAccount } from '@meridian/ledger';
import { ASSETS, assetOf, Money } from '@meridian/money';
import { CONTRACT_ACCOUNTS, PG_POOL, SPOT_ACCOUNTS, type ContractAccountBalance, type ContractAccounts, type SpotAccountBalance, type SpotAccounts } from '@meridian/runtime';
import { accountTypeOfKind, ACCOUNT_TYPE_KEYS, ACCOUNT_TYPES, type AccountType } from '../../catalogue/account-types';
import { allCoins, coinOf, FUNDING_ASSETS, usdtValue } from '../../catalogue/asset-catalogue';
import { accountsReadModels } from '../../accounts.read-models';
import { formatMinor } from '../../amounts';
import { LedgerBalance } from '../../ledger/read-models/ledger-balance.entity';
import { LedgerHold } from '../../ledger/read-models/ledger-hold.entity';

export interface AssetRow {
  coin: string;
  available: string;
  frozen: string;
  usdt_value: string;
}

/**
 * Each account type's rows (every coin, zero or not) with available, frozen (pending holds taken
 * from it) and the value in USDT at the reference price; totals are summed in minor units.
 */
@Injectable()
export class BalancesQuery {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(SPOT_ACCOUNTS) private readonly spot: SpotAccounts,
    @Inject(CONTRACT_ACCOUNTS) private readonly contracts: ContractAccounts,
  ) {}

  async overview(customerId: string, only?: AccountType) {
    const models = await accountsReadModels.on(this.pool);
    const balances = await models.getRepository(LedgerBalance).find({ where: { customerId }, select: { account: true, balance: true } });
    const available = new Map(balances.map((row) => [row.account, row.balance]));
    const frozen = await frozenByAccount(models, customerId);
    // The spot account belongs to the trading core; it reports it (DESIGN.md section 5).
    const spot = !only || only === 'bb' ? await this.spot.balances(customerId) : [];
    // The contract and futures accounts are the contract core's; the margin account shows their positions.
    const contracts = !only || CONTRACT_VIEWS.includes(only) ? await this.contracts.balances(customerId) : [];
    let grandTotal = Money.zero(ASSETS.USDT);
    const accounts = (only ? [only] : ACCOUNT_TYPE_KEYS).map((type) => {
      let total = Money.zero(ASSETS.USDT);
      if (type === 'bb' || CONTRACT_VIEWS.includes(type)) {
        const rows = type === 'bb' ? spotRows(spot) : contractRows(contracts, type);
        for (const row of rows) total = total.add(Money.parse(ASSETS.USDT, row.usdt_value));
        // The margin account repeats what the contract and futures accounts hold: not counted twice.
        if (type !== 'hya') grandTotal = grandTotal.add(total);
        return { type, rows, total_usdt: total.toString() };
      }
      const rows: AssetRow[] = allCoins().map(({ asset }) => {
        const name = `user:${customerId}:${ACCOUNT_TYPES[type]}:${asset.code}`;
        const free = Money.ofMinor(asset, BigInt(available.get(name) ?? '0'));
        const held = Money.ofMinor(asset, BigInt(frozen.get(name) ?? '0'));
        const value = usdtValue(free.add(held));
        total = total.add(value);
        return { coin: asset.code, available: free.toString(), frozen: held.toString(), usdt_value: value.toString() };
      });
      grandTotal = grandTotal.add(total);
      return { type, rows, total_usdt: total.toString() };
    });
    return { accounts, total_usdt: grandTotal.toString() };
  }

  /** Flat rows for staff: every account of the customer that ever moved. */
  async accountsOf(customerId: string) {
    const models = await accountsReadModels.on(this.pool);
    const rows = await models.getRepository(LedgerBalance).find({ where: { customerId }, order: { account: 'ASC' } });
    const frozen = await frozenByAccount(models, customerId);
    const ledger = rows.map((row) => {
      const parsed = parseAccount(row.account);
      const kind = parsed.type === 'user' ? parsed.kind : parsed.type;
      return {
        id: row.account,
        account: row.account,
        type: accountTypeOfKind(kind) ?? kind,
        kind,
        coin: row.asset,
        available: formatMinor(row.asset, row.balance),
        frozen: formatMinor(row.asset, frozen.get(row.account) ?? '0'),
        updatedAt: row.updatedAt.toISOString() as string | null,
      };
    });
    const [spot, contracts] = await Promise.all([this.spotAccountsOf(customerId), this.contractAccountsOf(customerId)]);
    // Every kind of account is listed, an empty one too, so staff never wonder whether it was left out.
    const funding = ledger.some((row) => row.kind === 'funding') ? [] : [zeroRow(customerId, 'funding', 'bba')];
    const spotRows = spot.length > 0 ? spot : [zeroRow(customerId, 'spot', 'bb')];
    return [...funding, ...ledger, ...spotRows, ...contracts];
  }

  /** The contract, futures and option accounts are the contract core's: through its port, free and held as margin or stakes. */
  private async contractAccountsOf(customerId: string) {
    const balances = await this.contracts.balances(customerId);
    return (['hy', 'jg1', 'jg'] as const).map((type) => {
      const held = balances.find((b) => b.account === type);
      const account = userAccount(customerId, ACCOUNT_TYPES[type], ASSETS.USDT);
      return { id: account, account, type, kind: ACCOUNT_TYPES[type], coin: 'USDT', available: held?.available ?? '0.000000', frozen: held?.margin ?? '0.000000', updatedAt: null as string | null };
    });
  }

  /** The spot account is the trading core's: its balances, through the port, beside the ledger's accounts. */
  private async spotAccountsOf(customerId: string) {
    const held = (await this.spot.balances(customerId)).filter((b) => {
      const asset = assetOf(b.coin, FUNDING_ASSETS);
      return Money.parse(asset, b.available).add(Money.parse(asset, b.frozen)).isPositive();
    });
    return held.map((b) => ({
      id: userAccount(customerId, 'spot', assetOf(b.coin, FUNDING_ASSETS)),
      account: userAccount(customerId, 'spot', assetOf(b.coin, FUNDING_ASSETS)),
      type: 'bb',
      kind: 'spot',
      coin: b.coin,
      available: b.available,
      frozen: b.frozen,
      updatedAt: null,
    }));
  }

  /** Every platform account's balance (the house's side of the books: fees, the loan book, earn payouts...), by asset. */
  async platformAccounts() {
    const rows = await (await accountsReadModels.on(this.pool)).getRepository(LedgerBalance).find({ where: { account: Like('platform:%') }, order: { account: 'ASC' } });
    // The read model keeps balances in minor units of their asset.
    return rows.map((row) => ({ id: row.account, account: row.account, asset: row.asset, balance: Money.ofMinor(assetOf(row.asset, FUNDING_ASSETS), BigInt(row.balance)).toString(), updatedAt: row.updatedAt.toISOString() }));
  }
}

const CONTRACT_VIEWS: readonly AccountType[] = ['hy', 'jg1', 'jg', 'hya'];

/** What the customer's pending holds freeze, by the account they came from: minor units. */
async function frozenByAccount(models: EntityManager, customerId: string): Promise<Map<string, string>> {
  const rows = await models
    .getRepository(LedgerHold)
    .createQueryBuilder('h')
    .select('h.account', 'account')
    .addSelect('sum(h.amount)::text', 'frozen')
    .where('h.customerId = :customerId', { customerId })
    .andWhere("h.status = 'pending'")
    .groupBy('h.account')
    .getRawMany<{ account: string; frozen: string }>();
  return new Map(rows.map((row) => [row.account, row.frozen]));
}

/** An account of the customer that holds nothing yet, USDT. */
function zeroRow(customerId: string, kind: 'funding' | 'spot', type: AccountType) {
  const account = userAccount(customerId, kind, ASSETS.USDT);
  return { id: account, account, type, kind, coin: 'USDT', available: '0.000000', frozen: '0.000000', updatedAt: null as string | null };
}

/**
 * The contract (`hy`), futures (`jg1`) and option (`jg`) accounts hold USDT: free, and held as margin or stakes (frozen), worth
 * both. The margin account (`hya`) is their positions: the margin in use (frozen), the unrealised profit
 * (available, signed), and what they are worth together.
 */
function contractRows(balances: ContractAccountBalance[], type: AccountType): AssetRow[] {
  const usdt = (text: string) => Money.parse(ASSETS.USDT, text);
  if (type === 'hya') {
    const positions = balances.filter((b) => b.account !== 'jg');
    const margin = positions.reduce((sum, b) => sum.add(usdt(b.margin)), Money.zero(ASSETS.USDT));
    const pnl = positions.reduce((sum, b) => sum.add(usdt(b.unrealizedPnl)), Money.zero(ASSETS.USDT));
    return [{ coin: 'USDT', available: pnl.toString(), frozen: margin.toString(), usdt_value: margin.add(pnl).toString() }];
  }
  const account = balances.find((b) => b.account === type);
  const free = usdt(account?.available ?? '0');
  const margin = usdt(account?.margin ?? '0');
  return [{ coin: 'USDT', available: free.toString(), frozen: margin.toString(), usdt_value: free.add(margin).toString() }];
}

/** The deposit coins always, other coins the core reports once the customer holds some; valued at the core's last price. */
function spotRows(balances: SpotAccountBalance[]): AssetRow[] {
  return balances
    .filter((b) => coinOf(b.coin) || Money.parse(assetOf(b.coin, FUNDING_ASSETS), b.available).add(Money.parse(assetOf(b.coin, FUNDING_ASSETS), b.frozen)).isPositive())
    .map((b) => {
      const asset = assetOf(b.coin, FUNDING_ASSETS);
      const held = Money.parse(asset, b.available).add(Money.parse(asset, b.frozen));
      const value = b.usdtValue !== undefined ? Money.parse(ASSETS.USDT, b.usdtValue) : coinOf(b.coin) ? usdtValue(held) : Money.zero(ASSETS.USDT);
      return { coin: b.coin, available: b.available, frozen: b.frozen, usdt_value: value.toString() };
    });
}
