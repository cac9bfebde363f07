import { DomainError, type Decider } from '@meridian/decider';

/**
 * A capital contribution: the operator puts its own money into the platform from outside (a bank
 * transfer to the platform's account), the only way `platform:treasury` grows. Four eyes (DESIGN.md
 * invariant 10): one finance or admin member proposes it with an amount and a reason, a different one
 * confirms it, and only the confirmation moves money (from `platform:deposit-clearing`, the bank's
 * side, into the treasury). The proposer cannot confirm; anyone may reject a pending one with a reason.
 *
 * The one exception is the opening capital the operator sets in `OPENING_CAPITAL` when it installs the
 * platform (`RecordCapitalAtInstall`): configuration before any staff member exists, recorded under the
 * actor `install` as proposed and confirmed at once (docs/security.md, "Insider"). No route sends it.
 */
export type CapitalContributionEvent =
  | {
      type: 'CapitalContributionProposed';
      data: { contributionId: string; amount: string; coin: string; reason: string; staffId: string; at: string };
    }
  | { type: 'CapitalContributionConfirmed'; data: { staffId: string; entryId: string; at: string } }
  | { type: 'CapitalContributionRejected'; data: { staffId: string; reason: string; at: string } };

type Meta = { now: string };
export type CapitalContributionCommand =
  | {
      type: 'ProposeCapitalContribution';
      data: { contributionId: string; amount: string; coin: string; reason: string; staffId: string };
      metadata: Meta;
    }
  | { type: 'ConfirmCapitalContribution'; data: { staffId: string }; metadata: Meta }
  | { type: 'RecordCapitalAtInstall'; data: { contributionId: string; amount: string; coin: string; reason: string }; metadata: Meta }
  | { type: 'RejectCapitalContribution'; data: { staffId: string; reason: string }; metadata: Meta };

export type CapitalContributionStatus = 'none' | 'proposed' | 'confirmed' | 'rejected';

export interface CapitalContribution {
  status: CapitalContributionStatus;
  contributionId: string | null;
  amount: string | null;
  coin: string | null;
  reason: string | null;
  proposedBy: string | null;
  proposedAt: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  rejectReason: string | null;
}

/** Who the opening capital is recorded by: the operator's configuration at install, not a staff member. */
export const INSTALL_ACTOR = 'install';

export const capitalContributionStreamPrefix = 'capital-contribution-';
export const capitalContributionStream = (contributionId: string) => `${capitalContributionStreamPrefix}${contributionId}`;
/** The ledger entry a confirmation posts: one per contribution, whatever retries. */
export const capitalEntryId = (contributionId: string) => `capital-contribution-${contributionId}`;

const initialState = (): CapitalContribution => ({
  status: 'none',
  contributionId: null,
  amount: null,
  coin: null,
  reason: null,
  proposedBy: null,
  proposedAt: null,
  decidedBy: null,
  decidedAt: null,
  rejectReason: null,
});

function decide(command: CapitalContributionCommand, state: CapitalContribution): CapitalContributionEvent[] {
  const at = command.metadata.now;
  switch (command.type) {
    case 'ProposeCapitalContribution': {
      if (state.status !== 'none') throw new DomainError('review.notPending');
      const reason = command.data.reason.trim();
      if (!reason) throw new DomainError('review.reasonRequired');
      return [{ type: 'CapitalContributionProposed', data: { ...command.data, reason, at } }];
    }
    case 'ConfirmCapitalContribution': {
      if (state.status === 'none') throw new DomainError('capital.notFound');
      if (state.status !== 'proposed') throw new DomainError('review.notPending');
      if (command.data.staffId === state.proposedBy) throw new DomainError('review.sameApprover');
      return [
        {
          type: 'CapitalContributionConfirmed',
          data: { staffId: command.data.staffId, entryId: capitalEntryId(state.contributionId!), at },
        },
      ];
    }
    case 'RecordCapitalAtInstall': {
      if (state.status !== 'none') throw new DomainError('review.notPending');
      const reason = command.data.reason.trim();
      if (!reason) throw new DomainError('review.reasonRequired');
      const { contributionId } = command.data;
      return [
        { type: 'CapitalContributionProposed', data: { ...command.data, reason, staffId: INSTALL_ACTOR, at } },
        { type: 'CapitalContributionConfirmed', data: { staffId: INSTALL_ACTOR, entryId: capitalEntryId(contributionId), at } },
      ];
    }
    case 'RejectCapitalContribution': {
      if (state.status === 'none') throw new DomainError('capital.notFound');
      if (state.status !== 'proposed') throw new DomainError('review.notPending');
      const reason = command.data.reason.trim();
      if (!reason) throw new DomainError('review.reasonRequired');
      return [{ type: 'CapitalContributionRejected', data: { staffId: command.data.staffId, reason, at } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown capital contribution command ${JSON.stringify(unknown)}`);
    }
  }
}

function evolve(state: CapitalContribution, event: CapitalContributionEvent): CapitalContribution {
  switch (event.type) {
    case 'CapitalContributionProposed': {
      const { contributionId, amount, coin, reason, staffId, at } = event.data;
      return { ...state, status: 'proposed', contributionId, amount, coin, reason, proposedBy: staffId, proposedAt: at };
    }
    case 'CapitalContributionConfirmed':
      return { ...state, status: 'confirmed', decidedBy: event.data.staffId, decidedAt: event.data.at };
    case 'CapitalContributionRejected':
      return { ...state, status: 'rejected', decidedBy: event.data.staffId, decidedAt: event.data.at, rejectReason: event.data.reason };
    default:
      return state;
  }
}

export const capitalContributionDecider: Decider<CapitalContributionCommand, CapitalContributionEvent, CapitalContribution> = {
  decide,
  evolve,
  initialState,
};
