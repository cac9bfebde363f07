import { Inject, Injectable } from '@nestjs/common';
import { foldEvents, type EventStore } from '@meridian/eventstore';
import { EVENT_STORE } from '@meridian/runtime';
import { parseAmount } from '../amounts';
import { DomainError } from '../domain-error';
import { FundingStore } from '../funding-store';
import { contributionView, creditTreasury } from './capital-contribution-steps';
import type { CapitalContributionResponseDto } from './capital-contribution.response.dto';
import {
  capitalContributionDecider,
  capitalContributionStream,
  capitalContributionStreamPrefix,
  INSTALL_ACTOR,
} from './domain/capital-contribution.decider';

/**
 * Capital contributions (docs/security.md, "Insolvency"): the treasury is the operator's capital and
 * grows only this way. Proposed, confirmed and rejected by staff (`propose-capital-contribution/`,
 * `confirm-capital-contribution/`, `reject-capital-contribution/`); here the opening capital recorded
 * at install, and the reads.
 */
@Injectable()
export class CapitalContributions {
  constructor(
    private readonly funding: FundingStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

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
      if (current.status !== 'none') return { contribution: contributionView(current), recordedNow: false };
      const { state } = await tx.run(
        stream,
        capitalContributionDecider,
        { type: 'RecordCapitalAtInstall', data: { contributionId, amount, coin: 'USDT', reason }, metadata: { now: tx.now } },
        { staffId: INSTALL_ACTOR },
      );
      await creditTreasury(tx, contributionId, parseAmount('USDT', amount), `Capital contribution recorded at install: ${state.reason}`, INSTALL_ACTOR);
      return { contribution: contributionView(state), recordedNow: true };
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
      found.push(contributionView(foldEvents(capitalContributionDecider, await this.store.readStream(streamId))));
    return found;
  }

  async one(contributionId: string): Promise<CapitalContributionResponseDto> {
    const events = await this.store.readStream(capitalContributionStream(contributionId));
    if (events.length === 0) throw new DomainError('capital.notFound');
    return contributionView(foldEvents(capitalContributionDecider, events));
  }
}
