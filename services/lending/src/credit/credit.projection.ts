import type { ClientBase } from 'pg';
import { defineInlineProjection, type RecordedEvent } from '@meridian/eventstore';
import type { CreditEvent } from './domain/credit.decider';

export const CREDIT_EVENT_TYPES: readonly CreditEvent['type'][] = ['CreditProofsSubmitted', 'CreditEvaluationRequested', 'CreditEvaluated'];

export async function projectCreditEvents(events: readonly RecordedEvent[], client: ClientBase): Promise<void> {
  for (const recorded of events) {
    if (!recorded.streamId.startsWith('credit-')) continue;
    const customerId = recorded.streamId.slice('credit-'.length);
    const event = { type: recorded.type, data: recorded.data } as CreditEvent;
    if (event.type === 'CreditProofsSubmitted') {
      await client.query(
        `INSERT INTO credit_scores (customer_id, proofs) VALUES ($1, $2) ON CONFLICT (customer_id) DO UPDATE SET proofs = credit_scores.proofs || EXCLUDED.proofs`,
        [customerId, JSON.stringify(event.data.images)],
      );
    } else if (event.type === 'CreditEvaluationRequested') {
      // The request waits in finance's queue (oldest first) until an evaluation answers it.
      await client.query(
        `INSERT INTO credit_scores (customer_id, proofs, evaluation_requested_at) VALUES ($1, $2, $3)
         ON CONFLICT (customer_id) DO UPDATE SET proofs = credit_scores.proofs || EXCLUDED.proofs, evaluation_requested_at = EXCLUDED.evaluation_requested_at`,
        [customerId, JSON.stringify(event.data.images), event.data.at],
      );
    } else {
      const { score, reason, staffId, at } = event.data;
      await client.query(
        `INSERT INTO credit_scores (customer_id, score, reason, evaluated_by, evaluated_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (customer_id) DO UPDATE SET score = EXCLUDED.score, reason = EXCLUDED.reason, evaluated_by = EXCLUDED.evaluated_by, evaluated_at = EXCLUDED.evaluated_at,
           evaluation_requested_at = NULL`,
        [customerId, score, reason, staffId, at],
      );
    }
  }
}

export const creditProjection = defineInlineProjection({
  name: 'credit',
  owner: 'lending',
  canHandle: CREDIT_EVENT_TYPES,
  handle: projectCreditEvents,
  reset: async (client) => {
    await client.query('DELETE FROM credit_scores');
  },
});
