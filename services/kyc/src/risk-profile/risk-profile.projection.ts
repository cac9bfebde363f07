import type { ClientBase } from 'pg';
import { defineInlineProjection, type RecordedEvent } from '@meridian/eventstore';
import type { RiskProfileEvent } from './domain/risk-profile.decider';

export const RISK_PROFILE_EVENT_TYPES: readonly RiskProfileEvent['type'][] = Object.keys({
  RiskQuestionnaireAnswered: true,
} satisfies Record<RiskProfileEvent['type'], true>) as RiskProfileEvent['type'][];

/**
 * The latest assessment per customer, in the append's transaction. `RiskProfileAssessed` is written by
 * the use case that appended it (risk-profile.messages.ts), never here.
 */
export async function projectRiskProfileEvents(events: readonly RecordedEvent[], client: ClientBase): Promise<void> {
  for (const recorded of events) {
    if (!recorded.streamId.startsWith('risk-') || recorded.type !== 'RiskQuestionnaireAnswered') continue;
    const customerId = recorded.streamId.slice('risk-'.length);
    const { answers, score, profile, at } = recorded.data as RiskProfileEvent['data'];
    await client.query(
      `INSERT INTO risk_profiles (customer_id, answers, score, profile, assessed_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (customer_id) DO UPDATE SET answers = EXCLUDED.answers, score = EXCLUDED.score, profile = EXCLUDED.profile, assessed_at = EXCLUDED.assessed_at`,
      [customerId, JSON.stringify(answers), score, profile, at],
    );
  }
}

export const riskProfileProjection = defineInlineProjection({
  name: 'risk-profile',
  owner: 'kyc',
  canHandle: RISK_PROFILE_EVENT_TYPES,
  handle: projectRiskProfileEvents,
  reset: async (client) => {
    await client.query('DELETE FROM risk_profiles');
  },
});
