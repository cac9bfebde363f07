import { approvalStep, type Decider } from '@meridian/decider';
import { DomainError } from '../../domain-error';
import { approvedBy, notRequested, refuseReplay, rejected, rejection, requested, underReview, type ReviewedRequest, type ReviewStatus } from '../../staff-review-policy';

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

/** Where a withdrawal goes: a coin's address on a chain (with its memo), or USDT to a bank card; the read model keeps it as requested. */
export interface WithdrawalDestination {
  method: 'crypto' | 'bank';
  coin: string;
  chain: string | null;
  address: string | null;
  memo: string | null;
  bank: BankDetails | null;
}

export interface WithdrawalRequestedData extends WithdrawalDestination {
  withdrawalId: string;
  customerId: string;
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

export type WithdrawalStatus = ReviewStatus;
export type WithdrawalState = ReviewedRequest<WithdrawalRequestedData>;

export const withdrawalStream = (withdrawalId: string) => `withdrawal-${withdrawalId}`;

export function decideWithdrawal(command: WithdrawalCommand, state: WithdrawalState): WithdrawalEvent[] {
  const at = command.metadata.now;
  switch (command.type) {
    case 'RequestWithdrawal':
      refuseReplay(state);
      return [{ type: 'WithdrawalRequested', data: { ...command.data, at } }];
    case 'ApproveWithdrawal': {
      if (!underReview(state.status) || !state.request) throw new DomainError('review.notPending');
      const { final } = approvalStep(state.approvers, command.data.staffId, state.request.dualApproval);
      const holdUntil = [state.request.reviewHoldUntil, command.data.securityHoldUntil ?? null].filter((t): t is string => t !== null).sort().pop();
      if (holdUntil && Date.parse(at) < Date.parse(holdUntil)) throw new DomainError('review.securityHold', { time: holdUntil });
      return [{ type: 'WithdrawalApproved', data: { staffId: command.data.staffId, note: command.data.note, final, at } }];
    }
    case 'RejectWithdrawal':
      return [{ type: 'WithdrawalRejected', data: rejection(state, command.data, at) }];
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolveWithdrawal(state: WithdrawalState, event: WithdrawalEvent): WithdrawalState {
  switch (event.type) {
    case 'WithdrawalRequested':
      return requested(event.data);
    case 'WithdrawalApproved':
      return approvedBy(state, event.data.staffId, event.data.final);
    case 'WithdrawalRejected':
      return rejected(state);
    default: {
      const unknown: never = event;
      throw new Error(`unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const withdrawalDecider: Decider<WithdrawalCommand, WithdrawalEvent, WithdrawalState> = {
  decide: decideWithdrawal,
  evolve: evolveWithdrawal,
  initialState: notRequested,
};
