import { DomainError } from './domain-error';

/**
 * The review every request staff decide goes through (a deposit, a withdrawal): pending, then
 * completed by its approvals (`approvalStep` says when one is the last) or rejected with a reason.
 */
export type ReviewStatus = 'none' | 'pending' | 'approving' | 'completed' | 'rejected';

export interface ReviewedRequest<Request> {
  status: ReviewStatus;
  request: Request | null;
  /** Who approved so far, in order. */
  approvers: string[];
}

export const notRequested = <Request>(): ReviewedRequest<Request> => ({ status: 'none', request: null, approvers: [] });

/** Waiting for a decision: no approval yet, or the first of two. */
export const underReview = (status: ReviewStatus) => status === 'pending' || status === 'approving';

/** A request is made once: its id again is a replay. */
export function refuseReplay(state: ReviewedRequest<unknown>): void {
  if (state.status !== 'none') throw new DomainError('request.replayed');
}

/** A rejection as it is recorded: only of a request under review, with a reason, kept trimmed. */
export function rejection(state: ReviewedRequest<unknown>, { staffId, reason }: { staffId: string; reason: string }, at: string) {
  if (!underReview(state.status)) throw new DomainError('review.notPending');
  if (reason.trim() === '') throw new DomainError('review.reasonRequired');
  return { staffId, reason: reason.trim(), at };
}

export const requested = <Request>(request: Request): ReviewedRequest<Request> => ({ status: 'pending', request, approvers: [] });

/** After an approval: completed by the last one needed (`final`), else waiting for the next. */
export const approvedBy = <Request>(state: ReviewedRequest<Request>, staffId: string, final: boolean): ReviewedRequest<Request> => ({
  ...state,
  status: final ? 'completed' : 'approving',
  approvers: [...state.approvers, staffId],
});

export const rejected = <Request>(state: ReviewedRequest<Request>): ReviewedRequest<Request> => ({ ...state, status: 'rejected' });
