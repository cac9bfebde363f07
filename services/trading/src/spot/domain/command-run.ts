import { assetOf, formatDecimalText } from '@meridian/money';
import { coversDebit } from '@meridian/ledger';
import { SPOT_ASSET_CATALOGUE } from './spot-markets';
import type { SpotCommand, SpotOrderView, SpotPosting, SpotRecordType, SpotTrade } from './spot-core.types';

/** The balances a run moves: the core's state. */
export interface SpotBalances {
  balance(account: string): bigint;
  adjust(account: string, delta: bigint): void;
}

/** Collects one command's changes; money moves only through `move`, so every event balances. */
export class CommandRun {
  readonly postings: SpotPosting[] = [];
  readonly trades: SpotTrade[] = [];
  private readonly changedOrders = new Map<string, SpotOrderView>();

  constructor(
    private readonly core: SpotBalances,
    readonly at: string,
  ) {}

  /** `about` names the customer-facing side: the record type and the order or transfer it belongs to. */
  move(from: string, to: string, coin: string, minor: bigint, about?: { record: SpotRecordType; ref: string }): void {
    if (minor === 0n) return;
    if (minor < 0n) throw new Error(`negative movement ${from} -> ${to}`);
    const asset = assetOf(coin, SPOT_ASSET_CATALOGUE);
    // Never true after the core's own checks; if it is, the service rebuilds the core from its log. The
    // ledger's one policy: customers, holds and guarded platform accounts (the market maker, fees) never
    // pay what they do not hold; `platform:market-maker-capital` stands for outside money (libs/ledger).
    if (!coversDebit(from, this.core.balance(from), minor)) throw new Error(`${from} would go negative`);
    this.core.adjust(from, -minor);
    this.core.adjust(to, minor);
    const amount = formatDecimalText(minor, asset.scale);
    this.postings.push(this.posting(from, coin, `-${amount}`, asset.scale, about), this.posting(to, coin, amount, asset.scale, about));
  }

  private posting(account: string, coin: string, amount: string, scale: number, about?: { record: SpotRecordType; ref: string }): SpotPosting {
    if (!about || !account.startsWith('user:')) return { account, coin, amount };
    return { account, coin, amount, balanceAfter: formatDecimalText(this.core.balance(account), scale), record: about.record, ref: about.ref };
  }

  /** Whether the command has moved money, traded or changed an order so far. */
  get touched(): boolean {
    return this.postings.length > 0 || this.trades.length > 0 || this.changedOrders.size > 0;
  }

  changed(order: SpotOrderView): void {
    this.changedOrders.set(order.id, order);
  }

  finish(command: SpotCommand) {
    return { command, orders: [...this.changedOrders.values()], trades: this.trades, postings: this.postings };
  }
}
