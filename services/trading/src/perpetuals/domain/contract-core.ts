import { refusedBeforeAnyChange } from '@meridian/decider';
import type { Decimal } from '@meridian/money';
import { ContractBook, customerAccount, d, PLATFORM } from './contract-book';
import { configureContract, configureHouseBuffer, restrictOptionCountries } from './contract-configuration';
import type { ContractCommand, ContractCoreSnapshot, ContractEvent, ContractEventType, HouseBuffer, PositionView, TickRef } from './contract-core.types';
import { cancelPendingOpen, openPosition, rearmFunded } from './contract-fills';
import { planOpen, type OpenOrder, type OpenPlan } from './contract-quotes';
import { checkOptionOrder, houseBuffer } from './contract-risk';
import { ContractRun } from './contract-run';
import { addMargin, chargeFinancing, closePosition } from './contract-settlement';
import { applyTick } from './contract-tick-routing';
import { arm, pendingOpensReachedBy, setTakeProfitStopLoss, wouldFire } from './contract-triggers';
import { receiveFromFunding, receivePlatformFunding, sendToFunding } from './contract-transfers';
import type { ContractTerms } from './contract-terms';
import type { OptionView } from './option-book';
import type { OptionTerms } from './option-terms';

export { customerAccount, PLATFORM };

/** What one kind of command records and the part that carries it out. */
interface CommandStep<Command extends ContractCommand> {
  records: ContractEventType;
  carryOut(book: ContractBook, run: ContractRun, command: Command): void;
}

/** Every command's step: a command type added without one does not compile. */
const COMMAND_STEPS: { [Type in ContractCommand['type']]: CommandStep<Extract<ContractCommand, { type: Type }>> } = {
  ReceiveFromFunding: { records: 'ContractFundsReceived', carryOut: receiveFromFunding },
  SendToFunding: { records: 'ContractFundsSent', carryOut: sendToFunding },
  ReceivePlatformFunding: { records: 'PlatformFundsReceived', carryOut: receivePlatformFunding },
  OpenPosition: { records: 'PositionOpened', carryOut: openPosition },
  CancelPendingOpen: { records: 'PendingOpenCancelled', carryOut: cancelPendingOpen },
  ClosePosition: { records: 'PositionClosed', carryOut: closePosition },
  SetTakeProfitStopLoss: { records: 'TakeProfitStopLossSet', carryOut: setTakeProfitStopLoss },
  AddMargin: { records: 'MarginAdded', carryOut: addMargin },
  ApplyTick: { records: 'TickApplied', carryOut: (book, run, command) => applyTick(book, run, command.tick, command.at) },
  ChargeFinancing: { records: 'FinancingCharged', carryOut: chargeFinancing },
  PlaceOption: {
    records: 'OptionPlaced',
    carryOut: (book, run, command) => {
      checkOptionOrder(book, command);
      run.changedOption(book.optionBook.place(run, book.optionTerms.get(command.symbol), command, book.marks.get(command.symbol)));
    },
  },
  SettleOption: { records: 'OptionSettled', carryOut: (book, run, command) => run.changedOption(book.optionBook.settle(run, command)) },
  ConfigureContract: { records: 'ContractConfigured', carryOut: (book, _run, command) => configureContract(book, command) },
  ConfigureHouseBuffer: { records: 'HouseBufferConfigured', carryOut: (book, _run, command) => configureHouseBuffer(book, command) },
  RestrictOptionCountries: { records: 'OptionCountriesRestricted', carryOut: (book, _run, command) => restrictOptionCountries(book, command) },
};
export type { OpenOrder, OpenPlan };

/**
 * The contract core (DESIGN.md section 4, issue 10): perpetual positions with the house as the
 * counterparty, isolated margin, and the contract (`hy`) and futures (`jg1`) accounts they are held
 * from. Single writer, pure and deterministic: ids, times and ticks come in the commands. Money never
 * leaves the journal: a position's margin is the account `hold:pos-<id>:USDT`; profit is paid by and
 * loss paid to `platform:house`, fees cross to the funding wallet's `platform:fees` through
 * `clearing:accounts` (`FEES_TO_FUNDING`), liquidation fees go to `platform:insurance`,
 * which also pays a loss past the margin as far as it holds (never below zero: the rest is the house's
 * loss); financing goes to `platform:financing`. User and hold accounts never go negative; every
 * event's postings sum to zero.
 *
 * Every business check runs before anything changes, so a refused command leaves the core as it was.
 * This class composes the parts, each in its own file: the state (`contract-book.ts`), risk
 * (`contract-risk.ts`), quotes (`contract-quotes.ts`), fills (`contract-fills.ts`), a tick's routing
 * (`contract-tick-routing.ts`), settlement (`contract-settlement.ts`), triggers
 * (`contract-triggers.ts`), transfers and staff settings.
 */
export class ContractCore {
  private readonly book = new ContractBook();
  private seq = 0;

  constructor(initialTerms: readonly ContractTerms[], optionTerms: readonly OptionTerms[] = []) {
    for (const terms of initialTerms) this.book.terms.set(terms.symbol, terms);
    for (const terms of optionTerms) this.book.optionTerms.set(terms.symbol, terms);
  }

  get sequence(): number {
    return this.seq;
  }

  snapshot(): ContractCoreSnapshot {
    const { book } = this;
    const live = (p: PositionView) => p.status === 'open' || p.status === 'pending';
    return {
      version: 1,
      sequence: this.seq,
      balances: [...book.balances].map(([account, minor]) => [account, minor.toString()]),
      positions: [...book.positions.values()].filter(live).map((p) => structuredClone(p)),
      closedPositionIds: [...book.positions.values()].filter((p) => !live(p)).map((p) => p.id),
      terms: [...book.terms.values()],
      marks: [...book.marks.values()],
      transfers: [...book.transfers],
      charged: [...book.charged],
      options: book.optionBook.snapshot(),
      settledOptionIds: [...book.settledOptionIds, ...book.optionBook.settledIds()],
      optionTerms: [...book.optionTerms.values()],
      optionRefusedCountries: [...book.optionRefusedCountries],
      unfunded: [...book.unfunded],
      houseBufferShare: book.houseBufferShare,
    };
  }

  /** The core as a snapshot left it: open and pending positions re-arm their triggers. */
  static restore(snapshot: ContractCoreSnapshot): ContractCore {
    const core = new ContractCore(snapshot.terms, snapshot.optionTerms);
    const { book } = core;
    book.optionBook.restore(snapshot.options);
    book.optionRefusedCountries = snapshot.optionRefusedCountries ?? [];
    book.houseBufferShare = snapshot.houseBufferShare ?? null;
    for (const id of snapshot.settledOptionIds) book.settledOptionIds.add(id);
    core.seq = snapshot.sequence;
    for (const [account, minor] of snapshot.balances) book.balances.set(account, BigInt(minor));
    for (const tick of snapshot.marks) book.marks.set(tick.symbol, tick);
    for (const id of snapshot.transfers) book.transfers.add(id);
    for (const key of snapshot.charged) book.charged.add(key);
    for (const id of snapshot.closedPositionIds) book.closedIds.add(id);
    for (const id of snapshot.unfunded ?? []) book.unfunded.add(id);
    for (const position of snapshot.positions) {
      book.positions.set(position.id, position);
      if (position.status === 'open') book.addExposure(position.symbol, position.side, d(position.quantity));
      if (!book.unfunded.has(position.id)) arm(book, position);
    }
    return core;
  }

  /** Where real-money options are refused now. */
  refusedOptionCountries(): readonly string[] {
    return this.book.optionRefusedCountries;
  }

  balance(account: string): bigint {
    return this.book.balance(account);
  }

  /** Every account's balance: the books balance when they sum to zero. */
  accounts(): ReadonlyMap<string, bigint> {
    return this.book.balances;
  }

  position(id: string): PositionView | undefined {
    return this.book.positions.get(id);
  }

  option(id: string): OptionView | undefined {
    return this.book.optionBook.option(id);
  }

  optionsOf(ownerId: string): OptionView[] {
    return this.book.optionBook.optionsOf(ownerId);
  }

  /** Options waiting for their expiry. */
  waitingOptions(): OptionView[] {
    return this.book.optionBook.waiting();
  }

  optionTermsOf(symbol: string): OptionTerms | undefined {
    return this.book.optionTerms.get(symbol);
  }

  allOptionTerms(): OptionTerms[] {
    return [...this.book.optionTerms.values()];
  }

  /** Every open position and pending open. */
  livePositions(): PositionView[] {
    return [...this.book.positions.values()].filter((p) => p.status === 'open' || p.status === 'pending');
  }

  positionsOf(ownerId: string): PositionView[] {
    return [...this.book.positions.values()].filter((p) => p.ownerId === ownerId);
  }

  termsOf(symbol: string): ContractTerms | undefined {
    return this.book.terms.get(symbol);
  }

  /** The terms new positions open under, every instrument. */
  allTerms(): ContractTerms[] {
    return [...this.book.terms.values()];
  }

  markOf(symbol: string): TickRef | undefined {
    return this.book.marks.get(symbol);
  }

  /** The house against the buffer it must hold before it takes new exposure (`houseBuffer` in contract-risk.ts). */
  houseBuffer(): HouseBuffer {
    return houseBuffer(this.book);
  }

  /** The house's net exposure on an instrument: longs minus shorts, in units. */
  netExposure(symbol: string): Decimal {
    return this.book.netExposure(symbol);
  }

  /** What an open would hold, by every check the open makes (`planOpen` in contract-quotes.ts). */
  planOpen(order: OpenOrder): OpenPlan {
    return planOpen(this.book, order);
  }

  /** The pending opens a tick would fill now: placed at or before it, funded, and reached by its price. */
  pendingOpensReachedBy(tick: TickRef): PositionView[] {
    return pendingOpensReachedBy(this.book, tick);
  }

  /** Whether a tick would fire any trigger: the writer logs only ticks that do. */
  wouldFire(tick: TickRef): boolean {
    return wouldFire(this.book, tick);
  }

  execute(command: ContractCommand): ContractEvent {
    const run = new ContractRun(this.book);
    const type = refusedBeforeAnyChange(() => run.touched, () => this.dispatch(run, command));
    rearmFunded(this.book, run);
    this.seq += 1;
    const partialClose = run.partialClose;
    return { type, data: { command, positions: run.changedPositions(), options: run.changedOptions(), postings: run.postings, ...(partialClose ? { partialClose } : {}) } };
  }

  private dispatch(run: ContractRun, command: ContractCommand): ContractEventType {
    const step = Object.hasOwn(COMMAND_STEPS, command.type) ? (COMMAND_STEPS[command.type] as CommandStep<ContractCommand>) : undefined;
    if (!step) throw new Error(`unknown contract command ${JSON.stringify(command)}`);
    step.carryOut(this.book, run, command);
    return step.records;
  }
}
