import { defineInlineProjection, emptyTables, streamProjection } from '@meridian/eventstore';
import type { CreditEvent } from './domain/credit.decider';

const creditEvents = streamProjection<CreditEvent>('credit-', {
  CreditProofsSubmitted: ({ images }, { id, client }) =>
    client.query(
      `INSERT INTO credit_scores (customer_id, proofs) VALUES ($1, $2) ON CONFLICT (customer_id) DO UPDATE SET proofs = credit_scores.proofs || EXCLUDED.proofs`,
      [id, JSON.stringify(images)],
    ),
  // The request waits in finance's queue (oldest first) until an evaluation answers it.
  CreditEvaluationRequested: ({ images, at }, { id, client }) =>
    client.query(
      `INSERT INTO credit_scores (customer_id, proofs, evaluation_requested_at) VALUES ($1, $2, $3)
       ON CONFLICT (customer_id) DO UPDATE SET proofs = credit_scores.proofs || EXCLUDED.proofs, evaluation_requested_at = EXCLUDED.evaluation_requested_at`,
      [id, JSON.stringify(images), at],
    ),
  CreditEvaluated: ({ score, reason, staffId, at }, { id, client }) =>
    client.query(
      `INSERT INTO credit_scores (customer_id, score, reason, evaluated_by, evaluated_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (customer_id) DO UPDATE SET score = EXCLUDED.score, reason = EXCLUDED.reason, evaluated_by = EXCLUDED.evaluated_by, evaluated_at = EXCLUDED.evaluated_at,
         evaluation_requested_at = NULL`,
      [id, score, reason, staffId, at],
    ),
});

export const creditProjection = defineInlineProjection({
  name: 'credit',
  owner: 'lending',
  ...creditEvents,
  reset: emptyTables('credit_scores'),
});
