import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { SessionResponseDto } from '../session.response.dto';
import type { RegisterCustomerController } from './register-customer.http.controller';

// What the route answers must fit its document (libs/http answer-fits.ts).
export type RegisterCustomerAnswerFits = Fits<EnvelopeDataOf<RegisterCustomerController, 'register'>, SessionResponseDto>;
