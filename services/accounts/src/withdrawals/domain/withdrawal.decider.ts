import { approvalStep, type Decider } from '@meridian/decider';
import { DomainError } from '../../domain-error';

export interface BankDetails {
  bankName: string;
  accountNumber: string;
  swiftCode: string;
  routingNumber: string;
  bankAddress: string;
  payeeName: string;
  payeePhone: string;
  payeeAddress: string;
}

export interface WithdrawalRequestedData {
  withdrawalId: string;
  customerId: string;
  method: 'crypto' | 'bank';
  coin: string;
  chain: string | null;
  address: string | null;
  memo: string | null;
  bank: BankDetails | null;
  /** What leaves the customer's account: the fee is taken from it. */
  amount: string;
  fee: string;
  receive: string;
  /** The ledger hold that keeps `amount` until a decision. */
  holdId: string;
  /** Two different finance staff must approve. */
  dualApproval: boolean;
  /** After a password or 2FA change, no approval before this time. */
  reviewHoldUntil: string | null;
  at: string;
}

export type WithdrawalEvent =
  | { type: 'WithdrawalRequested'; data: WithdrawalRequestedData }
  | { type: 'WithdrawalApproved'; data: { staffId: string; note: string; final: boolean; at: string } }
  | { type: 'WithdrawalRejected'; data: { staffId: string; reason: string; at: string } };

type Meta = { now: string };
export type WithdrawalCommand =
  | { type: 'RequestWithdrawal'; data: Omit<WithdrawalRequestedData, 'at'>; metadata: Meta }
  /** `securityHoldUntil`: identity's hold after a security change, asked at approval (null: none). */
  | { type: 'ApproveWithdrawal'; data: { staffId: string; note: string; securityHoldUntil?: string | null }; metadata: Meta }
  | { type: 'RejectWithdrawal'; data: { staffId: string; reason: string }; metadata: Meta };

export type WithdrawalStatus = 'none' | 'pending' | 'approving' | 'completed' | 'rejected';

export interface WithdrawalState {
  status: WithdrawalStatus;
  request: WithdrawalRequestedData | null;
  approvers: string[];
}

export const withdrawalStream = (withdrawalId: string) => `withdrawal-${withdrawalId}`;

const open = (status: WithdrawalStatus) => status === 'pending' || status === 'approving';

export function decideWithdrawal(command: WithdrawalCommand, state: WithdrawalState): WithdrawalEvent[] {
  const at = command.metadata.now;
  switch (command.type) {
    case 'RequestWithdrawal':
      if (state.status !== 'none') throw new DomainError('request.replayed');
      return [{ type: 'WithdrawalRequested', data: { ...command.data, at } }];
    case 'ApproveWithdrawal': {
      if (!open(state.status) || !state.request) throw new DomainError('review.notPending');
      const { final } = approvalStep(state.approvers, command.data.staffId, state.request.dualApproval);
      const holdUntil = [state.request.reviewHoldUntil, command.data.securityHoldUntil ?? null].filter((t): t is string => t !== null).sort().pop();
      if (holdUntil && Date.parse(at) < Date.parse(holdUntil)) throw new DomainError('review.securityHold', { time: holdUntil });
      return [{ type: 'WithdrawalApproved', data: { staffId: command.data.staffId, note: command.data.note, final, at } }];
    }
    case 'RejectWithdrawal':
      if (!open(state.status)) throw new DomainError('review.notPending');
      if (command.data.reason.trim() === '') throw new DomainError('review.reasonRequired');
      return [{ type: 'WithdrawalRejected', data: { staffId: command.data.staffId, reason: command.data.reason.trim(), at } }];
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolveWithdrawal(state: WithdrawalState, event: WithdrawalEvent): WithdrawalState {
  switch (event.type) {
    case 'WithdrawalRequested':
      return { status: 'pending', request: event.data, approvers: [] };
    case 'WithdrawalApproved':
      return { ...state, status: event.data.final ? 'completed' : 'approving', approvers: [...state.approvers, event.data.staffId] };
    case 'WithdrawalRejected':
      return { ...state, status: 'rejected' };
    default: {
      const unknown: never = event;
      throw new Error(`unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const withdrawalDecider: Decider<WithdrawalCommand, WithdrawalEvent, WithdrawalState> = {
  decide: decideWithdrawal,
  evolve: evolveWithdrawal,
  initialState: () => ({ status: 'none', request: null, approvers: [] }),
};
