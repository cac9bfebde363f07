/** Dependency-injection tokens of the process-wide infrastructure every service module uses. */
export const PG_POOL = Symbol('PG_POOL');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const MESSAGE_BUS = Symbol('MESSAGE_BUS');
export const CLOCK = Symbol('CLOCK');
export const RATE_LIMITER = Symbol('RATE_LIMITER');
export const PLATFORM_CONFIG = Symbol('PLATFORM_CONFIG');

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Who is calling, as the session verifier found them. */
export interface CustomerPrincipal {
  customerId: string;
  sessionId: string;
  kind: 'real' | 'demo';
}

export interface StaffPrincipal {
  staffId: string;
  sessionId: string;
  email: string;
  roles: StaffRole[];
}

export const STAFF_ROLES = ['admin', 'support', 'compliance', 'finance', 'auditor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export type SessionCheck<P> =
  { ok: true; principal: P } | { ok: false; reason: 'missing' | 'expired' | 'revoked' | 'demoExpired' | 'disabled' };

/**
 * Identity owns sessions; other services verify callers through this port so that no service
 * imports another (in the distributed profile it is backed by identity's replicated session table).
 */
export interface SessionVerifier {
  verifyCustomer(token: string): Promise<SessionCheck<CustomerPrincipal>>;
  verifyStaff(token: string): Promise<SessionCheck<StaffPrincipal>>;
}

export const SESSION_VERIFIER = Symbol('SESSION_VERIFIER');

/** Identity owns the trade password; other services ask through this port before moving money out. */
export interface TradePasswordChecker {
  checkTradePassword(customerId: string, password: string): Promise<'ok' | 'wrong' | 'unset'>;
}

export const TRADE_PASSWORD_CHECKER = Symbol('TRADE_PASSWORD_CHECKER');

/**
 * Identity owns the customer's second factor (an authenticator app, RFC 6238). Money leaving the
 * platform asks it: whether one is on, and whether a code is right. A code is spent by a right answer,
 * so it never works twice; too many wrong codes are refused for a while.
 */
export interface SecondFactor {
  isEnabled(customerId: string): Promise<boolean>;
  verify(customerId: string, code: string): Promise<'ok' | 'wrong' | 'off' | 'limited'>;
}

export const SECOND_FACTOR = Symbol('SECOND_FACTOR');

/**
 * Identity's own record of a customer's last security change (login password, or a trade password
 * replaced): money leaving the platform waits for review for a while after one. Asked at request and
 * again at approval, never copied into another service's table, so no fast client can slip past it.
 */
export interface SecurityRecord {
  /** ISO time of the last change, or null when there was none. */
  lastSecurityChange(customerId: string): Promise<string | null>;
}

export const SECURITY_RECORD = Symbol('SECURITY_RECORD');

/** A spot account's coin as its owner (the trading core) reports it. */
export interface SpotAccountBalance {
  coin: string;
  available: string;
  frozen: string;
  /** What available plus frozen is worth in USDT at the last recorded price, when the owner knows one. */
  usdtValue?: string;
}

export type SpotSendResult = { ok: true } | { ok: false; reason: 'insufficient' | 'unknownCoin' | 'duplicate' | 'unavailable' };

/**
 * The answer of the customer's request id, for a trading core to record in `request_log` in the group
 * commit of the debit it makes (the first effect of a transfer out of a trading account), so a retry
 * after a crash gets it. `claim` is the request log's key and fingerprint (libs/http `RequestClaim`).
 */
export interface AnswerToRecord {
  claim: { scope: string; requestId: string; fingerprint: string };
  httpStatus: number;
  body: unknown;
}

/**
 * The trading core owns the spot accounts; the funding side asks it through this port to show them and
 * to send money out of one (the first step of a transfer from spot, DESIGN.md section 5).
 */
/** One movement of a customer's spot account, shaped like the funding side's account records. */
export interface SpotAccountRecord {
  id: string;
  time: string;
  type: string;
  account: 'bb';
  coin: string;
  amount: string;
  balance_after: string;
  memo: string;
  /** What the record's reference points at, for its description: an order's market and side, a position's instrument and side. */
  symbol?: string | null;
  side?: string | null;
}

export interface SpotRecordsFilter {
  coin: string | null;
  from: string | null;
  to: string | null;
  limit: number;
  offset: number;
}

/** Money leaving a trading account for the customer's funding wallet: once per `transferId`, answered with `answer` when given. */
export interface SpotSendRequest {
  transferId: string;
  customerId: string;
  coin: string;
  amount: string;
  toAccount: string;
  answer?: AnswerToRecord;
}

export interface SpotAccounts {
  balances(customerId: string): Promise<SpotAccountBalance[]>;
  records(customerId: string, filter: SpotRecordsFilter): Promise<{ items: SpotAccountRecord[]; total: number }>;
  sendToFunding(request: SpotSendRequest): Promise<SpotSendResult>;
}

export const SPOT_ACCOUNTS = Symbol('SPOT_ACCOUNTS');

/** The contract core's accounts: contract (`hy`), futures (`jg1`) and option (`jg`), all USDT. */
export type DerivativesAccount = 'hy' | 'jg1' | 'jg';

/** `SpotSendRequest` from a derivatives account, always in USDT. */
export type DerivativesSendRequest = Omit<SpotSendRequest, 'coin'> & { account: DerivativesAccount };

/** A customer's contract, futures or option account as the contract core reports it, in USDT. */
export interface ContractAccountBalance {
  account: DerivativesAccount;
  available: string;
  /** Held as margin by open positions and pending opens, or as stakes by running options. */
  margin: string;
  /** Of the open positions at their last recorded ticks. */
  unrealizedPnl: string;
}

/**
 * The contract core owns the contract and futures accounts (DESIGN.md section 5); the funding side
 * shows them and sends money out of them through this port.
 */
/** One movement of a contract or futures account, shaped like the funding side's account records. */
export type ContractAccountRecord = Omit<SpotAccountRecord, 'account'> & { account: DerivativesAccount };

export interface ContractAccounts {
  balances(customerId: string): Promise<ContractAccountBalance[]>;
  /** Newest first; one account, or both. */
  records(customerId: string, filter: SpotRecordsFilter & { account: DerivativesAccount | null }): Promise<{ items: ContractAccountRecord[]; total: number }>;
  sendToFunding(request: DerivativesSendRequest): Promise<SpotSendResult>;
  /** The contract core's published platform accounts (the insurance fund): balance and newest movements. */
  reserves(): Promise<ContractReserve[]>;
}

/** A platform account of the contract core as everyone may see it. */
export interface ContractReserve {
  account: string;
  asset: string;
  balance: string;
  /** Newest first: each movement with the balance it left. */
  history: { amount: string; balanceAfter: string; kind: string; ref: string; reason: string | null; at: string }[];
}

export const CONTRACT_ACCOUNTS = Symbol('CONTRACT_ACCOUNTS');
