import { usdt, type ContractBook } from './contract-book';
import type { ContractPosting, ContractRecordType, OptionView, PartialClose, PositionView } from './contract-core.types';

/** One command's postings and changed positions and options: what its event carries. */
export class ContractRun {
  readonly postings: ContractPosting[] = [];
  /** The part of a position this command closed, the rest left open. */
  partialClose: PartialClose | undefined;
  private readonly changes = new Map<string, PositionView>();
  private readonly optionChanges = new Map<string, OptionView>();

  constructor(private readonly book: ContractBook) {}

  balance(account: string): bigint {
    return this.book.balance(account);
  }

  move(from: string, to: string, minor: bigint, about?: { record: ContractRecordType; ref: string }): void {
    if (minor === 0n) return;
    if (minor < 0n) throw new Error(`negative movement ${from} -> ${to}`);
    // Never true after the core's own checks; if it is, the service rebuilds the core from its log.
    if ((from.startsWith('user:') || from.startsWith('hold:')) && this.book.balance(from) < minor) throw new Error(`${from} would go negative`);
    this.book.adjust(from, -minor);
    this.book.adjust(to, minor);
    const after = (account: string) => (account.startsWith('user:') ? { balanceAfter: usdt(this.book.balance(account)) } : {});
    this.postings.push({ account: from, amount: `-${usdt(minor)}`, ...about, ...after(from) }, { account: to, amount: usdt(minor), ...about, ...after(to) });
  }

  /** Whether the command has moved money or changed a position or an option so far. */
  get touched(): boolean {
    return this.postings.length > 0 || this.changes.size > 0 || this.optionChanges.size > 0;
  }

  changed(position: PositionView): void {
    this.changes.set(position.id, position);
  }

  changedOption(option: OptionView): void {
    this.optionChanges.set(option.id, option);
  }

  changedOptions(): OptionView[] {
    return [...this.optionChanges.values()].map((option) => structuredClone(option));
  }

  changedPositions(): PositionView[] {
    return [...this.changes.values()].map((position) => structuredClone(position));
  }
}
