import { randomUUID } from 'node:crypto';
import {
  canonicalJson,
  controlProposalDecider,
  controlProposalStream,
  controlProposalStreamPrefix,
  proposedValue,
  splitChange,
  type ControlProposalCommand,
  type LooseningRules,
} from '@meridian/decider';
import { foldStreamsByPrefix, handleCommand, loadStreamState, type EventStore, type Queryable } from '@meridian/eventstore';
import type { StaffPrincipal } from '@meridian/runtime';
import { AppError } from '../app-error';
import { proposalView, refusalOf, type ControlProposalBook, type ProposalView } from './control-proposal-book';

/** Who changes a setting and why; a confirmation also names the proposal and its proposer. */
export interface SettingChangeAuthor {
  staffId: string;
  reason: string;
  proposalId?: string;
  proposerId?: string;
}

/** A setting of a service that a control-change proposal may change, as the desk reaches it. */
export interface ControlledSettingPort<T extends object = Record<string, unknown>> {
  looser: LooseningRules<T>;
  /** Who may confirm another staff member's proposal. */
  confirmRoles: readonly string[];
  read(id: string): Promise<T>;
  apply(id: string, value: T, by: SettingChangeAuthor): Promise<void>;
}

/**
 * Four eyes on the settings of a service whose settings are not appended in a transaction the desk
 * can share (the trading core's single writer, say): a change applies what tightens at once and
 * records what loosens as a proposal; a confirmation is appended first and the change applied after
 * it, so nothing loosens unconfirmed (a crash in between leaves a confirmed proposal to confirm again
 * by a new proposal; the audit shows both). Services that can share the transaction (accounts) do so.
 */
export class ControlProposalDesk implements ControlProposalBook {
  constructor(
    private readonly store: EventStore,
    private readonly db: Queryable,
    readonly service: string,
    private readonly now: () => string,
    private readonly settings: Record<string, ControlledSettingPort<never>> = {},
  ) {}

  /** Adds a setting kind; the service that owns the setting registers it when it starts. */
  register<T extends object>(kind: string, port: ControlledSettingPort<T>): void {
    this.settings[kind] = port as unknown as ControlledSettingPort<never>;
  }

  /** Applies what tightens, proposes what loosens; answers the proposal, if any. */
  async change<T extends object>(kind: string, id: string, staff: StaffPrincipal, requested: T, reason: string): Promise<ProposalView | null> {
    const setting = this.setting<T>(kind);
    const before = await setting.read(id);
    const { now, loosened } = splitChange(setting.looser, before, requested);
    if (loosened.length > 0 && reason.trim() === '') throw AppError.badInput('review.reasonRequired');
    if (canonicalJson(now) !== canonicalJson(before)) await setting.apply(id, now, { staffId: staff.staffId, reason });
    if (loosened.length === 0) return null;
    const proposalId = randomUUID();
    const command: ControlProposalCommand = {
      type: 'ProposeControlChange',
      data: {
        proposalId,
        service: this.service,
        setting: kind,
        settingId: id,
        proposerId: staff.staffId,
        proposerName: staff.email,
        reason,
        before: now as Record<string, unknown>,
        after: requested as Record<string, unknown>,
        fields: loosened,
        confirmRoles: [...setting.confirmRoles],
      },
      metadata: { now: this.now() },
    };
    return proposalView((await this.handle(proposalId, command, staff)).state);
  }

  async list(status?: string): Promise<ProposalView[]> {
    const found = await foldStreamsByPrefix(this.store, this.db, controlProposalStreamPrefix(this.service), controlProposalDecider);
    return found.map(({ state }) => state).filter((state) => state.proposal && (!status || state.status === status)).map(proposalView);
  }

  async byId(id: string): Promise<ProposalView> {
    return proposalView(await this.load(id));
  }

  async confirm(staff: StaffPrincipal, id: string): Promise<ProposalView> {
    const proposal = (await this.load(id)).proposal!;
    const setting = this.setting<Record<string, unknown>>(proposal.setting);
    const current = await setting.read(proposal.settingId);
    const { state } = await this.handle(id, { type: 'ConfirmControlChange', data: { staffId: staff.staffId, staffName: staff.email, roles: staff.roles, current }, metadata: { now: this.now() } }, staff);
    await setting.apply(proposal.settingId, proposedValue(proposal, current), { staffId: staff.staffId, reason: proposal.reason, proposalId: id, proposerId: proposal.proposerId });
    return proposalView(state);
  }

  async reject(staff: StaffPrincipal, id: string, reason: string): Promise<ProposalView> {
    await this.load(id);
    return proposalView((await this.handle(id, { type: 'RejectControlChange', data: { staffId: staff.staffId, staffName: staff.email, reason }, metadata: { now: this.now() } }, staff)).state);
  }

  async withdraw(staff: StaffPrincipal, id: string, reason: string): Promise<ProposalView> {
    await this.load(id);
    return proposalView((await this.handle(id, { type: 'WithdrawControlChange', data: { staffId: staff.staffId, staffName: staff.email, reason }, metadata: { now: this.now() } }, staff)).state);
  }

  private setting<T extends object>(kind: string): ControlledSettingPort<T> {
    const setting = this.settings[kind];
    if (!setting) throw new Error(`no controlled setting ${kind} in ${this.service}`);
    return setting as unknown as ControlledSettingPort<T>;
  }

  private async load(id: string) {
    const { state } = await loadStreamState(this.store, controlProposalStream(this.service, id), controlProposalDecider);
    if (!state.proposal || !this.settings[state.proposal.setting]) throw new AppError('request.notFound', 404, 404);
    return state;
  }

  private async handle(id: string, command: ControlProposalCommand, staff: StaffPrincipal) {
    try {
      return await handleCommand(this.store, controlProposalStream(this.service, id), controlProposalDecider, command, { metadata: { staffId: staff.staffId } });
    } catch (error) {
      throw refusalOf(error);
    }
  }
}
