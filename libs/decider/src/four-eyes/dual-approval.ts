import { DomainError } from '../domain-error';

/**
 * Four eyes on money (DESIGN.md invariant 10): a review that releases or creates money above a
 * threshold needs two different staff members. `approvers` are those who approved so far; the answer
 * says whether this approval is the one that lets the money move.
 */
export function approvalStep(approvers: readonly string[], staffId: string, dualApproval: boolean): { final: boolean } {
  if (approvers.includes(staffId)) throw new DomainError('review.sameApprover');
  return { final: !dualApproval || approvers.length >= 1 };
}
