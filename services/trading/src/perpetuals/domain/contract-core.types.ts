/**
 * Commands and events of the contract core: every perpetual position and every contract (`hy`) and
 * futures (`jg1`) account, changed by one command at a time. JSON-safe: decimals are strings, times
 * ISO strings. Each event carries its command, so start-up can re-run them and check the facts.
 */
import { DomainError } from '@meridian/decider';
import type { ContractAccount, ContractTerms } from './contract-terms';

/** The accounts this core owns: contract (`hy`), futures (`jg1`) and option (`jg`), all USDT. */
export type CoreAccount = ContractAccount | 'jg';
import type { PositionSide } from './margin-math';
import type { OptionTerms } from './option-terms';

/** A recorded tick of the price feed: every outcome names the one it used. */
export interface TickRef {
  symbol: string;
  seq: number;
  at: string;
  price: string;
  source: string;
}

export type PositionStatus = 'pending' | 'open' | 'closed' | 'cancelled' | 'liquidated';
export type CloseReason = 'user' | 'take_profit' | 'stop_loss' | 'liquidation';

export type ContractCommand =
  | { type: 'ReceiveFromFunding'; transferId: string; customerId: string; account: CoreAccount; amount: string; at: string }
  /** `toAccount`: the funding-side ledger kind the money goes to (funding, ...). */
  | { type: 'SendToFunding'; transferId: string; customerId: string; account: CoreAccount; amount: string; toAccount: string; at: string }
  | {
      type: 'OpenPosition';
      positionId: string;
      ownerId: string;
      symbol: string;
      side: PositionSide;
      orderType: 'market' | 'limit';
      /** Limit opens: the worst entry price accepted. */
      price?: string;
      leverage: number;
      lots: string;
      takeProfit?: string | null;
      stopLoss?: string | null;
      /** The last recorded tick the caller saw; the newer of it and the core's own is used. */
      tick?: TickRef;
      /** USDT: the most margin the customer's risk profile lets one position hold (absent: no cap). */
      maxMargin?: string;
      at: string;
    }
  /** Finance funded a platform account of the core from the treasury: credited from clearing once per funding id. */
  | { type: 'ReceivePlatformFunding'; fundingId: string; to: 'insurance' | 'house'; amount: string; staffId: string; reason: string; at: string }
  | { type: 'CancelPendingOpen'; positionId: string; ownerId: string; at: string }
  | { type: 'ClosePosition'; positionId: string; ownerId: string; lots?: string; tick?: TickRef; at: string }
  | { type: 'SetTakeProfitStopLoss'; positionId: string; ownerId: string; takeProfit: string | null; stopLoss: string | null; tick?: TickRef; at: string }
  | { type: 'AddMargin'; positionId: string; ownerId: string; amount: string; maxMargin?: string; at: string }
  | { type: 'ApplyTick'; tick: TickRef; at: string }
  /** `slotKey` names the charge (e.g. `daily:2026-11-25`): each is charged once, whatever repeats it. */
  /** `slotAt`: the slot's instant; only positions open then are charged (left out by older commands: every open one). */
  | { type: 'ChargeFinancing'; slot: 'daily' | 'eight-hourly'; slotKey: string; slotAt?: string; wednesday: boolean; marks?: TickRef[]; at: string }
  | { type: 'ConfigureContract'; terms: ContractTerms; staffId: string; reason: string; at: string }
  /** The share of its net contract exposure the house must hold on top of its options' payouts before it takes new exposure (null: not enforced). */
  | { type: 'ConfigureHouseBuffer'; share: string | null; staffId: string; reason: string; at: string }
  | {
      type: 'PlaceOption';
      optionId: string;
      ownerId: string;
      symbol: string;
      direction: OptionDirection;
      seconds: number;
      amount: string;
      /** Where the customer is, as far as the platform knows (ISO 3166 alpha-2), and whether their money is virtual. */
      jurisdiction?: { country: string | null; demo: boolean };
      at: string;
    }
  /** The customer countries where real-money options are refused (the whole list), with the staff member's reason. */
  | { type: 'RestrictOptionCountries'; countries: string[]; staffId: string; reason: string; at: string }
  /** The ticks come from the tick store: the first after acceptance (used when the feed's did not strike it) and the last at or before expiry. */
  | { type: 'SettleOption'; optionId: string; strikeTick: TickRef | null; settlementTick: TickRef | null; at: string };

/** A balance movement: every event's postings sum to zero. All contract money is USDT. */
export interface ContractPosting {
  account: string;
  amount: string;
  /** The position or transfer it belongs to, and what the customer's records call it. */
  ref?: string;
  /** On a customer's own account: its balance after this posting. */
  balanceAfter?: string;
  record?: ContractRecordType;
}

export type ContractRecordType =
  | 'transfer_in'
  | 'transfer_out'
  | 'margin'
  | 'margin_return'
  | 'open_fee'
  | 'close_fee'
  | 'realized_pnl'
  | 'financing'
  | 'liquidation'
  | 'option_stake'
  | 'option_fee'
  | 'option_payout'
  | 'option_loss'
  | 'option_refund'
  | 'platform_funding';

/** A position as its owner, staff and the auditor read it. */
export interface PositionView {
  id: string;
  ownerId: string;
  symbol: string;
  account: ContractAccount;
  side: PositionSide;
  orderType: 'market' | 'limit';
  limitPrice: string | null;
  leverage: number;
  lots: string;
  quantity: string;
  entryPrice: string | null;
  entryTick: TickRef | null;
  margin: string;
  initialMargin: string;
  takeProfit: string | null;
  stopLoss: string | null;
  openFee: string;
  closeFee: string;
  financing: string;
  realizedPnl: string;
  status: PositionStatus;
  closePrice: string | null;
  closeTick: TickRef | null;
  closeReason: CloseReason | null;
  /** The terms it opened under; no later settings change touches them. */
  terms: ContractTerms;
  openedAt: string;
  closedAt: string | null;
}

export type ContractEventType =
  | 'ContractFundsReceived'
  | 'ContractFundsSent'
  | 'PlatformFundsReceived'
  | 'PositionOpened'
  | 'PendingOpenCancelled'
  | 'PositionClosed'
  | 'TakeProfitStopLossSet'
  | 'MarginAdded'
  | 'TickApplied'
  | 'FinancingCharged'
  | 'ContractConfigured'
  | 'HouseBufferConfigured'
  | 'OptionCountriesRestricted'
  | 'OptionPlaced'
  | 'OptionSettled';

export interface ContractEventData {
  command: ContractCommand;
  /** Every position the command changed, as it is after it. */
  positions: PositionView[];
  /** Every option the command changed, as it is after it. */
  options: OptionView[];
  postings: ContractPosting[];
  /** A close of part of a position, the rest left open (schema 2); a whole close is in the position's view. */
  partialClose?: PartialClose;
}

/**
 * What a close of part of a position closed: the lots, the price and the recorded tick the core
 * priced it at (the newer of its mark and the tick the command brought), as the core decided them.
 */
export interface PartialClose {
  positionId: string;
  lots: string;
  price: string;
  tick: TickRef;
}

export interface ContractEvent {
  type: ContractEventType;
  data: ContractEventData;
}

/** A business refusal: nothing changed, the customer is told why in their language. */
export class ContractRejection extends DomainError {
  /** `code` under the name the core's refusals carried before they were domain errors; callers outside the service still read it. */
  get key(): string {
    return this.code;
  }
}

/** The core's refusal of a transfer or funding id it has already credited. */
export const isDuplicateCredit = (error: unknown): boolean => error instanceof ContractRejection && error.code === 'contracts.duplicate';

/** The core's state at a sequence: what it needs to go on without replaying the log from the start. */
export interface ContractCoreSnapshot {
  version: 1;
  sequence: number;
  balances: [string, string][];
  /** Open and pending positions; ended ones live in the read model and the log. */
  positions: PositionView[];
  closedPositionIds: string[];
  terms: ContractTerms[];
  marks: TickRef[];
  transfers: string[];
  charged: string[];
  /** Waiting options; settled ones live in the read model and the log. */
  options: OptionView[];
  settledOptionIds: string[];
  optionTerms: OptionTerms[];
  /** Left out by snapshots taken before country restrictions: none. */
  optionRefusedCountries?: string[];
  /** Pending opens waiting for their account to cover the fill (left out by older snapshots: none). */
  unfunded?: string[];
  /** Left out by older snapshots: not enforced. */
  houseBufferShare?: string | null;
}

/** What the house must hold before it takes new exposure, and what it holds (minor units of USDT). */
export interface HouseBuffer {
  /** Of the net contract exposure; null: the buffer is not enforced. */
  share: string | null;
  /** What the waiting options would pay the house's customers beyond their stakes if every one won. */
  optionsMaxPayout: bigint;
  /** Sum over instruments of |longs - shorts| x the mark the core last applied. */
  netContractExposure: bigint;
  /** optionsMaxPayout + share x netContractExposure. */
  required: bigint;
  balance: bigint;
  /** False while the buffer is enforced and the balance is below it: opens and options that add exposure are refused. */
  takingNewExposure: boolean;
}

export type OptionDirection = 'rise' | 'fall';
export type OptionResult = 'win' | 'loss' | 'tie' | 'refunded';

/** A delivery option as its owner, staff and the auditor read it. */
export interface OptionView {
  id: string;
  ownerId: string;
  symbol: string;
  direction: OptionDirection;
  amount: string;
  seconds: number;
  /** Fixed when the order was accepted. */
  payoutRate: string;
  fee: string;
  acceptedAt: string;
  /** Acceptance time plus the duration: fixed, never moved. */
  expiresAt: string;
  /** The first recorded tick strictly after acceptance. */
  strikeTick: TickRef | null;
  /** The last recorded tick at or before expiry. */
  settlementTick: TickRef | null;
  status: 'waiting' | 'settled';
  result: OptionResult | null;
  /** What came back to the account: stake plus winnings, the stake on a tie or refund, nothing on a loss. */
  payout: string | null;
  settledAt: string | null;
}
