import { defineInlineProjection, emptyTables, streamProjection } from '@meridian/eventstore';
import type { RiskProfileEvent } from './domain/risk-profile.decider';

/**
 * The latest assessment per customer, in the append's transaction. `RiskProfileAssessed` is written by
 * the use case that appended it (risk-profile.messages.ts), never here.
 */
const riskEvents = streamProjection<RiskProfileEvent>('risk-', {
  RiskQuestionnaireAnswered: ({ answers, score, profile, at }, { id, client }) =>
    client.query(
      `INSERT INTO risk_profiles (customer_id, answers, score, profile, assessed_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (customer_id) DO UPDATE SET answers = EXCLUDED.answers, score = EXCLUDED.score, profile = EXCLUDED.profile, assessed_at = EXCLUDED.assessed_at`,
      [id, JSON.stringify(answers), score, profile, at],
    ),
});

export const riskProfileProjection = defineInlineProjection({
  name: 'risk-profile',
  owner: 'kyc',
  ...riskEvents,
  reset: emptyTables('risk_profiles'),
});
