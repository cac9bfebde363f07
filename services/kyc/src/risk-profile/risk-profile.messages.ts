import { KycIntegrationEvents, type RiskProfileAssessedV1 } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import type { IntegrationEvent } from '@meridian/messaging';
import { kycIntegrationEvent } from '../kyc-integration';
import type { RiskProfileEvent } from './domain/risk-profile.decider';

/**
 * `RiskProfileAssessed` for trading (which caps margins and stakes by it), written to the outbox by
 * the use case that appended the assessment, in its transaction.
 */
export function riskProfileMessages(events: readonly RecordedEvent[]): IntegrationEvent[] {
  const published: IntegrationEvent[] = [];
  for (const recorded of events) {
    if (!recorded.streamId.startsWith('risk-') || recorded.type !== 'RiskQuestionnaireAnswered') continue;
    const customerId = recorded.streamId.slice('risk-'.length);
    const { score, profile, at } = recorded.data as RiskProfileEvent['data'];
    const data: RiskProfileAssessedV1 = { customerId, profile, score, at };
    published.push(kycIntegrationEvent(KycIntegrationEvents.riskProfileAssessed, data, at, recorded));
  }
  return published;
}
