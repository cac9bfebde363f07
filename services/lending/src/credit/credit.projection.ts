import { defineInlineProjection, streamProjection, type ProjectedStream } from '@meridian/eventstore';
import type { DocumentImage } from '../loans/domain/document-image';
import type { CreditEvent } from './domain/credit.decider';
import { lendingReadModels } from '../lending.read-models';
import { CreditScore } from './read-models/credit-score.entity';

const scoresOn = async (client: ProjectedStream['client']) => (await lendingReadModels.on(client)).getRepository(CreditScore);

/** The proofs the customer sent before, with these after them. */
async function proofsWith(client: ProjectedStream['client'], customerId: string, images: DocumentImage[]): Promise<DocumentImage[]> {
  const held = await (await scoresOn(client)).findOneBy({ customerId });
  return [...(held?.proofs ?? []), ...images];
}

/** Each customer's row, made by whichever of its events comes first; an upsert writes only the columns it names. */
const creditEvents = streamProjection<CreditEvent>('credit-', {
  CreditProofsSubmitted: async ({ images }, { id, client }) => {
    await (await scoresOn(client)).upsert({ customerId: id, proofs: await proofsWith(client, id, images) }, ['customerId']);
  },
  // The request waits in finance's queue (oldest first) until an evaluation answers it.
  CreditEvaluationRequested: async ({ images, at }, { id, client }) => {
    const row = { customerId: id, proofs: await proofsWith(client, id, images), evaluationRequestedAt: new Date(at) };
    await (await scoresOn(client)).upsert(row, ['customerId']);
  },
  CreditEvaluated: async ({ score, reason, staffId, at }, { id, client }) => {
    const row = { customerId: id, score, reason, evaluatedBy: staffId, evaluatedAt: new Date(at), evaluationRequestedAt: null };
    await (await scoresOn(client)).upsert(row, ['customerId']);
  },
});

export const creditProjection = defineInlineProjection({
  name: 'credit',
  owner: 'lending',
  ...creditEvents,
  reset: lendingReadModels.emptied(CreditScore),
});
