import { Inject, Injectable } from '@nestjs/common';
import { foldEvents, type EventStore } from '@meridian/eventstore';
import { AppError } from '@meridian/http';
import { platformAccount } from '@meridian/ledger';
import { ASSETS } from '@meridian/money';
import { EVENT_STORE, type StaffPrincipal } from '@meridian/runtime';
import { parseAmount } from '../../amounts';
import { FundingStore } from '../../funding-store';
import { customerLedgerDecider, ledgerStream } from '../../ledger/customer-ledger';
import { PLATFORM_LEDGER } from '../fund-platform-account.handler';
import {
  capitalContributionDecider,
  capitalContributionStream,
  capitalContributionStreamPrefix,
  capitalEntryId,
  INSTALL_ACTOR,
  type CapitalContribution,
  type CapitalContributionEvent,
} from './capital-contribution.decider';
import type { CapitalContributionResponseDto } from './capital-contribution.response.dto';

/**
 * Capital contributions (docs/security.md, "Insolvency"): the treasury is the operator's capital and
 * grows only this way. A proposal moves nothing; the confirmation by a second finance or admin member
 * posts `platform:deposit-clearing -> platform:treasury` on the platform's ledger stream in the same
 * transaction as the confirmation, under one entry id per contribution.
 */
@Injectable()
export class CapitalContributions {
  constructor(
    private readonly funding: FundingStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async propose(staff: StaffPrincipal, requestId: string, amountText: string, reason: string): Promise<CapitalContributionResponseDto> {
    if (!reason.trim()) throw AppError.badInput('review.reasonRequired');
    const amount = parseAmount('USDT', amountText).toString();
    const contributionId = requestId.toLowerCase();
    return this.funding.transaction(async (tx) => {
      const stream = capitalContributionStream(contributionId);
      const current = await tx.load(stream, capitalContributionDecider);
      // A retried request answers what it proposed; another proposal under the same id is refused.
      if (current.status !== 'none') {
        if (current.proposedBy === staff.staffId && current.amount === amount && current.reason === reason.trim()) return view(current);
        throw AppError.badInput('request.replayed');
      }
      const { state } = await tx.run(
        stream,
        capitalContributionDecider,
        {
          type: 'ProposeCapitalContribution',
          data: { contributionId, amount, coin: 'USDT', reason, staffId: staff.staffId },
          metadata: { now: tx.now },
        },
        { staffId: staff.staffId },
      );
      return view(state);
    }, requestId);
  }

  async confirm(staff: StaffPrincipal, contributionId: string): Promise<CapitalContributionResponseDto> {
    return this.funding.transaction(async (tx) => {
      const { state } = await tx.run(
        capitalContributionStream(contributionId),
        capitalContributionDecider,
        { type: 'ConfirmCapitalContribution', data: { staffId: staff.staffId }, metadata: { now: tx.now } },
        { staffId: staff.staffId },
      );
      const amount = parseAmount('USDT', state.amount);
      await tx.run(
        ledgerStream(PLATFORM_LEDGER),
        customerLedgerDecider,
        {
          type: 'PostEntry',
          data: {
            id: capitalEntryId(contributionId),
            memo: `Capital contribution proposed by ${state.proposedBy}, confirmed by ${staff.staffId}: ${state.reason}`,
            postings: [
              { account: platformAccount('deposit-clearing', ASSETS.USDT), amount: amount.negate() },
              { account: platformAccount('treasury', ASSETS.USDT), amount },
            ],
          },
          metadata: { now: tx.now },
        },
        { staffId: staff.staffId },
      );
      return view(state);
    });
  }

  /**
   * The opening capital (`OPENING_CAPITAL`), recorded once when the platform is first started on a
   * fresh database: the operator's configuration at install under the actor `install`, not a staff
   * act, so it is proposed and confirmed at once (docs/security.md, "Insider"). Its id is fixed by the
   * caller, so a restart or a second process finds it recorded and changes nothing. No route calls it.
   */
  async recordAtInstall(contributionId: string, amountText: string, reason: string): Promise<{ contribution: CapitalContributionResponseDto; recordedNow: boolean }> {
    const amount = parseAmount('USDT', amountText).toString();
    return this.funding.transaction(async (tx) => {
      const stream = capitalContributionStream(contributionId);
      const current = await tx.load(stream, capitalContributionDecider);
      if (current.status !== 'none') return { contribution: view(current), recordedNow: false };
      const { state } = await tx.run(
        stream,
        capitalContributionDecider,
        { type: 'RecordCapitalAtInstall', data: { contributionId, amount, coin: 'USDT', reason }, metadata: { now: tx.now } },
        { staffId: INSTALL_ACTOR },
      );
      await tx.run(
        ledgerStream(PLATFORM_LEDGER),
        customerLedgerDecider,
        {
          type: 'PostEntry',
          data: {
            id: capitalEntryId(contributionId),
            memo: `Capital contribution recorded at install: ${state.reason}`,
            postings: [
              { account: platformAccount('deposit-clearing', ASSETS.USDT), amount: parseAmount('USDT', amount).negate() },
              { account: platformAccount('treasury', ASSETS.USDT), amount: parseAmount('USDT', amount) },
            ],
          },
          metadata: { now: tx.now },
        },
        { staffId: INSTALL_ACTOR },
      );
      return { contribution: view(state), recordedNow: true };
    });
  }

  async reject(staff: StaffPrincipal, contributionId: string, reason: string): Promise<CapitalContributionResponseDto> {
    return this.funding.transaction(async (tx) => {
      const { state } = await tx.run(
        capitalContributionStream(contributionId),
        capitalContributionDecider,
        { type: 'RejectCapitalContribution', data: { staffId: staff.staffId, reason }, metadata: { now: tx.now } },
        { staffId: staff.staffId },
      );
      return view(state);
    });
  }

  /** Newest first. Contributions are few (a handful a year), so each stream is folded on reading. */
  async list(): Promise<CapitalContributionResponseDto[]> {
    const { rows } = await this.funding.pool.query<{ stream_id: string }>(
      `SELECT s.stream_id FROM streams s JOIN events e ON e.stream_id = s.stream_id AND e.stream_version = 1
        WHERE s.stream_id LIKE $1 ORDER BY e.global_position DESC`,
      [`${capitalContributionStreamPrefix}%`],
    );
    const found: CapitalContributionResponseDto[] = [];
    for (const { stream_id: streamId } of rows)
      found.push(view(foldEvents(capitalContributionDecider, await this.store.readStream(streamId))));
    return found;
  }

  async one(contributionId: string): Promise<CapitalContributionResponseDto> {
    const events = await this.store.readStream(capitalContributionStream(contributionId));
    if (events.length === 0) throw new AppError('capital.notFound', 404, 404);
    return view(foldEvents(capitalContributionDecider, events));
  }
}

function view(state: CapitalContribution): CapitalContributionResponseDto {
  return {
    id: state.contributionId!,
    amount: state.amount!,
    coin: state.coin!,
    reason: state.reason!,
    status: state.status as CapitalContributionResponseDto['status'],
    proposedBy: state.proposedBy!,
    proposedAt: state.proposedAt!,
    decidedBy: state.decidedBy,
    decidedAt: state.decidedAt,
    rejectReason: state.rejectReason,
  };
}

export type { CapitalContributionEvent };
