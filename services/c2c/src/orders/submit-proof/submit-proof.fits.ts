import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { C2cOrderResponseDto } from '../queries/c2c-order.response.dto';
import type { SubmitC2cProofController } from './submit-proof.http.controller';

// What the route answers must fit its document (libs/http answer-fits.ts).
export type SubmitC2cProofAnswerFits = Fits<EnvelopeDataOf<SubmitC2cProofController, 'submitProof'>, C2cOrderResponseDto>;
