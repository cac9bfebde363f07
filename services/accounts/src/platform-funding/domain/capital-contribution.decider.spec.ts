import { deciderSpec } from '@meridian/testing';
import { capitalContributionDecider, type CapitalContributionCommand, type CapitalContributionEvent } from './capital-contribution.decider';

const { decide, evolve, initialState } = capitalContributionDecider;
const spec = deciderSpec(decide, evolve, initialState);
const now = '2026-11-27T10:00:00.000Z';
const later = '2026-11-27T11:00:00.000Z';

const proposed: CapitalContributionEvent = {
  type: 'CapitalContributionProposed',
  data: { contributionId: 'c-1', amount: '1000000.000000', coin: 'USDT', reason: 'Share capital, bank ref 118', staffId: 'fin-1', at: now },
};

type Proposal = Extract<CapitalContributionCommand, { type: 'ProposeCapitalContribution' }>['data'];

/** The proposal of `proposed`, but for what a case changes. */
const propose = (changes: Partial<Proposal>): CapitalContributionCommand => ({
  type: 'ProposeCapitalContribution',
  data: { contributionId: 'c-1', amount: '1000000.000000', coin: 'USDT', reason: 'Share capital, bank ref 118', staffId: 'fin-1', ...changes },
  metadata: { now },
});

describe('a capital contribution', () => {
  it('is proposed with an amount and a reason, moving nothing', () =>
    spec
      .given([])
      .when(propose({ reason: ' Share capital, bank ref 118 ' }))
      .then([proposed]));
  it('needs a reason', () =>
    spec
      .given([])
      .when(propose({ amount: '1', reason: '  ' }))
      .thenThrows('review.reasonRequired'));
  it('is confirmed by a different member, naming the one ledger entry it posts', () =>
    spec
      .given([proposed])
      .when({ type: 'ConfirmCapitalContribution', data: { staffId: 'fin-2' }, metadata: { now: later } })
      .then([{ type: 'CapitalContributionConfirmed', data: { staffId: 'fin-2', entryId: 'capital-contribution-c-1', at: later } }]));
  it('cannot be confirmed by its proposer', () =>
    spec
      .given([proposed])
      .when({ type: 'ConfirmCapitalContribution', data: { staffId: 'fin-1' }, metadata: { now: later } })
      .thenThrows('review.sameApprover'));
  it('is confirmed once', () =>
    spec
      .given([
        proposed,
        { type: 'CapitalContributionConfirmed', data: { staffId: 'fin-2', entryId: 'capital-contribution-c-1', at: later } },
      ])
      .when({ type: 'ConfirmCapitalContribution', data: { staffId: 'admin' }, metadata: { now: later } })
      .thenThrows('review.notPending'));
  it('cannot be confirmed after a rejection, nor confirmed or rejected before it was proposed', () => {
    spec
      .given([proposed, { type: 'CapitalContributionRejected', data: { staffId: 'fin-2', reason: 'No such transfer', at: later } }])
      .when({ type: 'ConfirmCapitalContribution', data: { staffId: 'admin' }, metadata: { now: later } })
      .thenThrows('review.notPending');
    spec
      .given([])
      .when({ type: 'ConfirmCapitalContribution', data: { staffId: 'fin-2' }, metadata: { now } })
      .thenThrows('capital.notFound');
    spec
      .given([])
      .when({ type: 'RejectCapitalContribution', data: { staffId: 'fin-2', reason: 'x' }, metadata: { now } })
      .thenThrows('capital.notFound');
  });
  it('is rejected with a reason', () => {
    spec
      .given([proposed])
      .when({ type: 'RejectCapitalContribution', data: { staffId: 'fin-2', reason: ' ' }, metadata: { now: later } })
      .thenThrows('review.reasonRequired');
    spec
      .given([proposed])
      .when({ type: 'RejectCapitalContribution', data: { staffId: 'fin-2', reason: 'No such transfer' }, metadata: { now: later } })
      .then([{ type: 'CapitalContributionRejected', data: { staffId: 'fin-2', reason: 'No such transfer', at: later } }]);
  });
  it('refuses a second proposal under the same id', () =>
    spec
      .given([proposed])
      .when(propose({ amount: '5', reason: 'again' }))
      .thenThrows('review.notPending'));
  it('records the opening capital at install as the operator\'s act, proposed and confirmed at once by `install`', () =>
    spec
      .given([])
      .when({
        type: 'RecordCapitalAtInstall',
        data: { contributionId: 'open-1', amount: '10000000.000000', coin: 'USDT', reason: ' Opening capital set by OPENING_CAPITAL at install ' },
        metadata: { now },
      })
      .then([
        {
          type: 'CapitalContributionProposed',
          data: { contributionId: 'open-1', amount: '10000000.000000', coin: 'USDT', reason: 'Opening capital set by OPENING_CAPITAL at install', staffId: 'install', at: now },
        },
        { type: 'CapitalContributionConfirmed', data: { staffId: 'install', entryId: 'capital-contribution-open-1', at: now } },
      ]));
  it('records the opening capital once: not over a contribution already recorded under its id', () =>
    spec
      .given([proposed])
      .when({ type: 'RecordCapitalAtInstall', data: { contributionId: 'c-1', amount: '1', coin: 'USDT', reason: 'again' }, metadata: { now } })
      .thenThrows('review.notPending'));
});
