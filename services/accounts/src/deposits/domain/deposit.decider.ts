import { approvalStep, type Decider } from '@meridian/decider';
import { DomainError } from '../../domain-error';
import { approvedBy, notRequested, refuseReplay, rejected, rejection, requested, underReview, type ReviewedRequest, type ReviewStatus } from '../../staff-review-policy';

export interface DepositProof {
  proofId: string;
  mime: 'image/jpeg' | 'image/png';
  size: number;
  sha256: string;
}

export interface DepositRequestedData {
  depositId: string;
  customerId: string;
  coin: string;
  chain: string;
  amount: string;
  txHash: string | null;
  remark: string;
  proof: DepositProof | null;
  at: string;
}

export type DepositEvent =
  | { type: 'DepositRequested'; data: DepositRequestedData }
  /** `final` false: the first of two approvals, nothing credited yet (events before four eyes lack it: final). */
  | { type: 'DepositApproved'; data: { staffId: string; note: string; final?: boolean; at: string } }
  | { type: 'DepositRejected'; data: { staffId: string; reason: string; at: string } };

type Meta = { now: string };
export type DepositCommand =
  | { type: 'RequestDeposit'; data: Omit<DepositRequestedData, 'at'>; metadata: Meta }
  /** `dualApproval`: the deposit is worth more than the rules' `dual_approval_above` (USDT), decided by the handler. */
  | { type: 'ApproveDeposit'; data: { staffId: string; note: string; dualApproval: boolean }; metadata: Meta }
  | { type: 'RejectDeposit'; data: { staffId: string; reason: string }; metadata: Meta };

export type DepositStatus = ReviewStatus;
export type DepositState = ReviewedRequest<DepositRequestedData>;

export const depositStream = (depositId: string) => `deposit-${depositId}`;

export function decideDeposit(command: DepositCommand, state: DepositState): DepositEvent[] {
  const at = command.metadata.now;
  switch (command.type) {
    case 'RequestDeposit':
      refuseReplay(state);
      if (!command.data.proof && !command.data.txHash) throw new DomainError('deposit.proofRequired');
      return [{ type: 'DepositRequested', data: { ...command.data, at } }];
    case 'ApproveDeposit': {
      if (!underReview(state.status)) throw new DomainError('review.notPending');
      // Once a first approval asked for a second one, the second is needed whatever the rules say now.
      const { final } = approvalStep(state.approvers, command.data.staffId, command.data.dualApproval || state.status === 'approving');
      return [{ type: 'DepositApproved', data: { staffId: command.data.staffId, note: command.data.note, final, at } }];
    }
    case 'RejectDeposit':
      return [{ type: 'DepositRejected', data: rejection(state, command.data, at) }];
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolveDeposit(state: DepositState, event: DepositEvent): DepositState {
  switch (event.type) {
    case 'DepositRequested':
      return requested(event.data);
    case 'DepositApproved':
      return approvedBy(state, event.data.staffId, event.data.final !== false);
    case 'DepositRejected':
      return rejected(state);
    default: {
      const unknown: never = event;
      throw new Error(`unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const depositDecider: Decider<DepositCommand, DepositEvent, DepositState> = {
  decide: decideDeposit,
  evolve: evolveDeposit,
  initialState: notRequested,
};
