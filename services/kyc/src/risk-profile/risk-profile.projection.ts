import { defineInlineProjection, streamProjection } from '@meridian/eventstore';
import type { RiskProfileEvent } from './domain/risk-profile.decider';
import { kycReadModels } from '../kyc.read-models';
import { RiskAssessment } from './read-models/risk-assessment.entity';

/**
 * The latest assessment per customer, in the append's transaction. `RiskProfileAssessed` is written by
 * the use case that appended it (risk-profile.messages.ts), never here.
 */
const riskEvents = streamProjection<RiskProfileEvent>('risk-', {
  RiskQuestionnaireAnswered: async ({ answers, score, profile, at }, { id, client }) => {
    const assessments = (await kycReadModels.on(client)).getRepository(RiskAssessment);
    await assessments.upsert({ customerId: id, answers, score, profile, assessedAt: new Date(at) }, ['customerId']);
  },
});

export const riskProfileProjection = defineInlineProjection({
  name: 'risk-profile',
  owner: 'kyc',
  ...riskEvents,
  reset: kycReadModels.emptied(RiskAssessment),
});
