import { Inject, Injectable } from '@nestjs/common';
import { controlProposalDecider, controlProposalStream, controlProposalStreamPrefix, proposedValue, type ControlProposalCommand } from '@meridian/decider';
import { foldStreamsByPrefix, type EventStore } from '@meridian/eventstore';
import { AppError, proposalView, type ControlProposalBook, type ProposalView } from '@meridian/http';
import { EVENT_STORE, type StaffPrincipal } from '@meridian/runtime';
import { FundingStore, type FundingTx } from '../funding-store';
import { CONTROLLED_SETTINGS, SERVICE } from './control-proposals';


/**
 * Control-change proposals of this service's settings: a second staff member confirms (and the change
 * applies in the same transaction), rejects, or the proposer withdraws it.
 */
@Injectable()
export class ControlProposalsService implements ControlProposalBook {
  constructor(
    private readonly funding: FundingStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async list(status?: string): Promise<ProposalView[]> {
    const found = await foldStreamsByPrefix(this.store, this.funding.pool, controlProposalStreamPrefix(SERVICE), controlProposalDecider);
    return found.map(({ state }) => state).filter((state) => state.proposal && (!status || state.status === status)).map(proposalView);
  }

  async byId(id: string): Promise<ProposalView> {
    const state = await this.funding.transaction((tx) => tx.load(controlProposalStream(SERVICE, id), controlProposalDecider));
    if (!state.proposal) throw new AppError('request.notFound', 404, 404);
    return proposalView(state);
  }

  /** The second staff member confirms: the proposal's fields apply on top of the setting as it stands. */
  async confirm(staff: StaffPrincipal, id: string): Promise<ProposalView> {
    return this.funding.transaction(async (tx) => {
      const proposal = await this.load(tx, id);
      const setting = CONTROLLED_SETTINGS[proposal.setting]!;
      const current = (await setting.load(tx, proposal.settingId)) as Record<string, unknown>;
      await tx.run(
        controlProposalStream(SERVICE, id),
        controlProposalDecider,
        { type: 'ConfirmControlChange', data: { staffId: staff.staffId, staffName: staff.email, roles: staff.roles, current }, metadata: { now: tx.now } },
        { staffId: staff.staffId },
      );
      const applied = await setting.apply(tx, proposal.settingId, proposedValue(proposal, current), staff.staffId, { proposalId: id, proposerId: proposal.proposerId });
      // Recorded in the same transaction: here a confirmation is never in force without its change.
      const settled = await tx.run(
        controlProposalStream(SERVICE, id),
        controlProposalDecider,
        { type: 'SettleControlChange', data: { current: applied as Record<string, unknown>, recovered: false }, metadata: { now: tx.now } },
        { staffId: staff.staffId },
      );
      return proposalView(settled.state);
    });
  }

  async reject(staff: StaffPrincipal, id: string, reason: string): Promise<ProposalView> {
    return this.decide(id, staff, { type: 'RejectControlChange', data: { staffId: staff.staffId, staffName: staff.email, reason }, metadata: { now: '' } });
  }

  async withdraw(staff: StaffPrincipal, id: string, reason: string): Promise<ProposalView> {
    return this.decide(id, staff, { type: 'WithdrawControlChange', data: { staffId: staff.staffId, staffName: staff.email, reason }, metadata: { now: '' } });
  }

  private async decide(id: string, staff: StaffPrincipal, command: ControlProposalCommand): Promise<ProposalView> {
    return this.funding.transaction(async (tx) => {
      await this.load(tx, id);
      const { state } = await tx.run(controlProposalStream(SERVICE, id), controlProposalDecider, { ...command, metadata: { now: tx.now } }, { staffId: staff.staffId });
      return proposalView(state);
    });
  }

  private async load(tx: FundingTx, id: string) {
    const state = await tx.load(controlProposalStream(SERVICE, id), controlProposalDecider);
    if (!state.proposal || !CONTROLLED_SETTINGS[state.proposal.setting]) throw new AppError('request.notFound', 404, 404);
    return state.proposal;
  }
}
